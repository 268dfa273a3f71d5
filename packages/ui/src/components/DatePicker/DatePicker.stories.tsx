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

/** The calendar opens from its button, and a picked day becomes a plain 'YYYY-MM-DD' value. */
export const PickFromCalendar: Story = {
  render: () => <Controlled label="Membership End Date" initial="2026-11-10" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /November 20, 2026/ }));
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('2026-11-20');
  },
};

/** Date and time of day, typed segment by segment. */
export const WithTime: Story = {
  render: () => <Controlled label="Transaction Date" withTime initial="2026-11-23T09:30" />,
};

export const Invalid: Story = { args: { errorMessage: 'Please choose a date' } };
