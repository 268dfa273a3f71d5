import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

function Controlled(props: Omit<DatePickerProps, 'value' | 'onChange'> & { initial: string | null }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <DatePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value ?? ''}</output>
    </>
  );
}

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: 'Membership End Date', value: null, onChange: () => undefined },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A typed or picked day becomes a plain 'YYYY-MM-DD' value; days after `maxValue` are not offered. */
export const TypeADate: Story = {
  render: () => <Controlled label="Membership End Date" initial="2026-11-10" maxValue="2026-12-31" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Membership End Date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('max', '2026-12-31');
    await expect(input).toHaveValue('2026-11-10');
    await userEvent.clear(input);
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('');
    await userEvent.type(input, '2026-11-20');
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('2026-11-20');
  },
};

/** Date and time of day: 'YYYY-MM-DDTHH:mm' in and out. */
export const WithTime: Story = {
  render: () => <Controlled label="Transaction Date" withTime initial="2026-11-23T09:30" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Transaction Date');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2026-11-23T09:30');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Please choose a date' } };
