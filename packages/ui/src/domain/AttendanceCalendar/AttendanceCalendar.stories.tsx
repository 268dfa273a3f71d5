import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttendanceCalendar, type AttendanceCalendarProps, type Punch } from './AttendanceCalendar.tsx';

const TODAY = '2026-11-23';

/** A morning regular: in around seven, out around half past eight. */
function visits(days: readonly string[]): Punch[] {
  return days.flatMap((date, i) => [
    { date, status: 'CHECK_IN', time: `07:0${i % 10}` },
    { date, status: 'CHECK_OUT', time: `08:${30 + (i % 20)}` },
  ]);
}

const NOVEMBER = [2, 3, 5, 6, 9, 10, 12, 13, 16, 17, 19, 20].map(
  (d) => `2026-11-${String(d).padStart(2, '0')}`,
);
const OCTOBER = [1, 5, 8, 12, 15, 19, 22, 26, 29].map((d) => `2026-10-${String(d).padStart(2, '0')}`);
const PUNCHES: Punch[] = [
  ...visits(OCTOBER),
  ...visits(NOVEMBER),
  // Today: in the morning, back for an evening class.
  { date: TODAY, status: 'CHECK_IN', time: '06:45' },
  { date: TODAY, status: 'CHECK_OUT', time: '08:10' },
  { date: TODAY, status: 'CHECK_IN', time: '18:05:33' },
];

/** Holds the month like the attendance screen does, and reports each change. */
function WithMonthState(args: AttendanceCalendarProps) {
  const [month, setMonth] = useState(args.month);
  return (
    <AttendanceCalendar
      {...args}
      month={month}
      onMonthChange={(next) => {
        setMonth(next);
        args.onMonthChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/AttendanceCalendar',
  component: AttendanceCalendar,
  args: { month: { year: 2026, month: 11 }, punches: PUNCHES, today: TODAY, onMonthChange: fn() },
  render: (args) => <WithMonthState {...args} />,
} satisfies Meta<typeof AttendanceCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell = (root: HTMLElement, date: string) => {
  const found = root.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!found) throw new Error(`no cell for ${date}`);
  return found;
};

/** Sunday first; days with punches green, past days without red, later days plain; a tooltip on hover. */
export const CurrentMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Attendance, November 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    // November 1, 2026 is a Sunday: the first cell of the first row.
    await expect(within(grid).getAllByRole('row')[1]?.querySelector('td')).toBe(cell(grid, '2026-11-01'));

    const present = within(grid).getByRole('gridcell', { name: 'Monday, November 2, 2026, present' });
    await expect(present).toHaveAttribute('data-state', 'present');
    await expect(
      within(grid).getByRole('gridcell', { name: 'Wednesday, November 4, 2026, absent' }),
    ).toHaveAttribute('data-state', 'absent');
    await expect(cell(grid, '2026-11-24')).toHaveAttribute('data-state', 'future');
    await expect(cell(grid, TODAY)).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByText('Present: 13 days')).toBeVisible();
    await expect(canvas.getByText('Absent: 10 days')).toBeVisible();

    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(present);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Present');
    await expect(tooltip).toHaveTextContent('CHECK_IN 07:00');
    await expect(tooltip).toHaveTextContent('CHECK_OUT 08:30');
    await expect(present).toHaveAccessibleDescription('Present CHECK_IN 07:00 CHECK_OUT 08:30');
    // The pointer may move onto the tooltip (outside the day's cell) and it stays.
    await userEvent.hover(tooltip);
    await expect(tooltip).toBeVisible();
    await userEvent.unhover(tooltip);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();

    // Red days have no tooltip: there is nothing to list.
    await userEvent.hover(cell(grid, '2026-11-04'));
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/**
 * Keyboard: the days are one Tab stop (today), the arrows move a day or a week, Home/End to the
 * week's ends, Escape hides the tooltip, Page Up shows the month before and crossing back with an
 * arrow returns; nothing moves past the current month.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Previous month, Month, Year (Next month is disabled in the current month), then the days.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const today = cell(canvasElement, TODAY);
    await expect(today).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'PresentCHECK_IN 06:45CHECK_OUT 08:10CHECK_IN 18:05',
    );

    await userEvent.keyboard('{ArrowLeft}');
    await expect(cell(canvasElement, '2026-11-22')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(cell(canvasElement, '2026-11-15')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(cell(canvasElement, '2026-11-21')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(cell(canvasElement, '2026-11-15')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(cell(canvasElement, '2026-11-23')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(cell(canvasElement, '2026-11-19')).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('CHECK_IN');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();

    // Only one day is in the Tab order at a time.
    await expect(canvasElement.querySelectorAll('td[tabindex="0"]')).toHaveLength(1);

    // Page Down would leave the months offered: nothing happens.
    await userEvent.keyboard('{PageDown}');
    await expect(args.onMonthChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{PageUp}');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 10 });
    await waitFor(() => expect(cell(canvasElement, '2026-10-19')).toHaveFocus());
    await expect(canvas.getByRole('grid', { name: 'Attendance, October 2026' })).toBeInTheDocument();

    await userEvent.keyboard('{End}{ArrowDown}');
    await expect(cell(canvasElement, '2026-10-31')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 11 });
    await waitFor(() => expect(cell(canvasElement, '2026-11-07')).toHaveFocus());
  },
};

/** The month and year selectors, and the previous/next buttons; later months are not offered. */
export const MonthAndYearSelectors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();

    const months = canvas.getByRole('combobox', { name: 'Month' });
    await expect(within(months).getByRole('option', { name: 'December' })).toBeDisabled();
    await userEvent.selectOptions(months, 'March');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 3 });
    await expect(canvas.getByRole('grid', { name: 'Attendance, March 2026' })).toBeInTheDocument();
    // Every past day of March without a punch is absent.
    await expect(canvas.getByText('Absent: 31 days')).toBeVisible();

    const years = canvas.getByRole('combobox', { name: 'Year' });
    await expect(
      within(years)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022']);
    await userEvent.selectOptions(years, '2025');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2025, month: 3 });

    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2025, month: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2025, month: 4 });
    await expect(canvas.getByRole('grid', { name: 'Attendance, April 2025' })).toBeInTheDocument();
  },
};

/** A past month: every day is either present or absent. */
export const PastMonth: Story = {
  args: { month: { year: 2026, month: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Present: 9 days')).toBeVisible();
    await expect(canvas.getByText('Absent: 22 days')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-state="future"]')).toHaveLength(0);
  },
};

/** The first month offered: no earlier month, by button or keyboard. */
export const FirstMonthOffered: Story = {
  args: { month: { year: 2022, month: 1 }, punches: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    cell(canvasElement, '2022-01-01').focus();
    await userEvent.keyboard('{ArrowLeft}{PageUp}');
    await expect(cell(canvasElement, '2022-01-01')).toHaveFocus();
    await expect(args.onMonthChange).not.toHaveBeenCalled();
  },
};

/** A phone-width column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * A gym that reads Bikram Sambat: the grid is a BS month from the table (Mangsir 2083, 29 days, its
 * first day a Tuesday), numbered in BS, with BS months and years in the selectors.
 */
export const BikramSambatMonth: Story = {
  args: { calendar: 'BS', month: { year: 2083, month: 8 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: /Mangsir 2083/ });
    // 1 Mangsir 2083 is Tuesday 17 November 2026: the third cell of the first row.
    const first = cell(grid, '2026-11-17');
    await expect(within(grid).getAllByRole('row')[1]?.querySelectorAll('td')[2]).toBe(first);
    await expect(first).toHaveTextContent('1');
    await expect(first).toHaveAccessibleName(/^Tuesday, 1 Mangsir 2083/);
    await expect(grid.querySelectorAll('[data-date]')).toHaveLength(29);
    await expect(cell(grid, '2026-12-15')).toHaveTextContent('29');
    await expect(cell(grid, TODAY)).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveValue('2083');
    // Page Up goes a BS month back: 7 Mangsir to 7 Kartik (24 October 2026).
    cell(grid, TODAY).focus();
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(args.onMonthChange).toHaveBeenCalledWith({ year: 2083, month: 7 }));
    await waitFor(() => expect(cell(canvasElement, '2026-10-24')).toHaveFocus());
  },
};

/** BS with AD beside: the same BS grid, each day's name giving the AD date too. */
export const BikramSambatWithAd: Story = {
  args: { calendar: 'BS_AD', month: { year: 2083, month: 7 } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: /Kartik 2083/ });
    await expect(cell(grid, '2026-11-02')).toHaveAccessibleName(/^Monday, 16 Kartik 2083 \(Nov 2, 2026\)/);
    await expect(cell(grid, '2026-11-02')).toHaveAttribute('data-state', 'present');
  },
};
