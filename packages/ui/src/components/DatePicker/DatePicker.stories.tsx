import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';
import { DateCalendarContext } from './date-calendar.ts';

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

/**
 * A gym that reads Bikram Sambat picks year, month and day from the BS calendar; the value stays the
 * AD day, shown under the field. The day list is as long as the month; a half-picked date is empty.
 */
export const BikramSambat: Story = {
  render: () => (
    <DateCalendarContext.Provider value="BS">
      <Controlled label="Membership End Date" initial="2026-11-26" />
      <Controlled label="Date of Birth" initial={null} />
    </DateCalendarContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The BS fields' code comes on demand.
    const end = within(await canvas.findByRole('group', { name: 'Membership End Date' }));
    await expect(end.getByRole('combobox', { name: 'Year' })).toHaveValue('2083');
    await expect(end.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('Mangsir');
    await expect(end.getByRole('combobox', { name: 'Day' })).toHaveValue('10');
    await expect(end.getByText('AD Nov 26, 2026')).toBeVisible();
    // Poush 2083 has 30 days: 10 Poush is Dec 25.
    await userEvent.selectOptions(end.getByRole('combobox', { name: 'Month' }), 'Poush');
    await expect(canvas.getAllByLabelText('Chosen')[0]).toHaveTextContent('2026-12-25');
    await expect(end.getAllByRole('option', { name: /^\d+$/ }).length).toBeGreaterThan(0);

    const birth = within(canvas.getByRole('group', { name: 'Date of Birth' }));
    await userEvent.selectOptions(birth.getByRole('combobox', { name: 'Year' }), '2050');
    await userEvent.selectOptions(birth.getByRole('combobox', { name: 'Month' }), 'Baishakh');
    await expect(canvas.getAllByLabelText('Chosen')[1]).toHaveTextContent('');
    await userEvent.selectOptions(birth.getByRole('combobox', { name: 'Day' }), '1');
    // 1 Baishakh 2050 was 13 April 1993.
    await expect(canvas.getAllByLabelText('Chosen')[1]).toHaveTextContent('1993-04-13');
  },
};

/** Both calendars, with a time of day (a money flow's transaction time). */
export const BikramSambatWithTime: Story = {
  render: () => (
    <DateCalendarContext.Provider value="BS_AD">
      <Controlled label="Transaction Date" withTime initial="2026-11-23T09:30" />
    </DateCalendarContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const field = within(await within(canvasElement).findByRole('group', { name: 'Transaction Date' }));
    await expect(field.getByRole('combobox', { name: 'Day' })).toHaveValue('7');
    await expect(field.getByLabelText('Time')).toHaveValue('09:30');
  },
};
