import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chartsDrawn } from '../ChartParts/charts-drawn.ts';
import { BarChart, MonthlyCollectionsChart } from './BarChart.tsx';
import { formatCount, monthlyBars } from './barChart.ts';

const AMOUNTS = [18500, 22000, 15750, 30500, 27250, 12000, 0, 9800, 33100, 41000, 25000, 38400];
/** Twelve months, December 2025 to November 2026, as the dashboard shows them. */
const COLLECTIONS = AMOUNTS.map((amount, i) => ({
  year: i === 0 ? 2025 : 2026,
  month: i === 0 ? 12 : i,
  amount,
}));

const meta = {
  title: 'Domain/BarChart',
  component: BarChart,
  args: {
    title: 'Monthly SMS Count',
    valueHeader: 'SMS sent',
    data: monthlyBars([
      { year: 2026, month: 6, value: 120 },
      { year: 2026, month: 7, value: 340 },
      { year: 2026, month: 8, value: 95 },
      { year: 2026, month: 9, value: 410 },
      { year: 2026, month: 10, value: 260 },
      { year: 2026, month: 11, value: 305 },
    ]),
    valueLabel: (value: number) => `${formatCount(value)} SMS`,
    emptyKind: 'SMS',
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dashboard chart: 'Month YYYY' labels, an axis in thousands, and on hover the tooltip
 * 'NPR amount (x.xk)'. The axis ends at 1.2 times the highest month (41,000 -> 49,200): the
 * highest bar fills 1/1.2 of the plot's height, and the ticks run 0 to 40k.
 */
export const MonthlyCollections: Story = {
  render: () => <MonthlyCollectionsChart months={COLLECTIONS} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Monthly Payment Collections' })).toBeVisible();
    const svg = canvasElement.querySelector('svg');
    await expect(svg?.getAttribute('data-y-max')).toBe(String(41000 * 1.2));
    await expect(canvas.getByText('40k')).toBeInTheDocument();
    await expect(canvas.getByText('0')).toBeInTheDocument();
    await expect(canvas.queryByText('50k')).not.toBeInTheDocument();
    // Each month's label is its month over its year (two lines).
    const labels = [...canvasElement.querySelectorAll('text[data-axis-label]')].map((label) =>
      [...label.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
    );
    // The latest month is always labelled, however many a narrow screen leaves out.
    await expect(labels.at(-1)).toBe('November 2026');

    const september = canvas.getByRole('img', { name: 'September 2026: NPR 41,000 (41.0k)' });
    await userEvent.hover(september);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('September 2026');
    await expect(tooltip).toHaveTextContent('NPR 41,000 (41.0k)');
    await userEvent.unhover(september);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Keyboard: Tab reaches the first bar, arrows/Home/End move between bars, Escape hides the tooltip. */
export const Keyboard: Story = {
  render: () => <MonthlyCollectionsChart months={COLLECTIONS} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('img', { name: 'December 2025: NPR 18,500 (18.5k)' });
    await expect(first).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('NPR 18,500 (18.5k)');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: /^January 2026/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('NPR 22,000 (22.0k)');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: /^November 2026/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('NPR 38,400 (38.4k)');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('NPR 18,500 (18.5k)');

    // One tab stop for the whole chart: Tab leaves it instead of visiting every bar.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Screen readers get the numbers as a table named after the chart. */
export const DataTable: Story = {
  render: () => <MonthlyCollectionsChart months={COLLECTIONS} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const table = within(canvasElement).getByRole('table', { name: 'Monthly Payment Collections' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(table).getByRole('columnheader', { name: 'Collected' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: 'June 2026' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: 'NPR 0 (0.0k)' })).toBeInTheDocument();
  },
};

/** A gym in Sri Lanka: the tooltip names its currency and groups by thousands. */
export const OtherCurrency: Story = {
  render: () => <MonthlyCollectionsChart months={COLLECTIONS} currency="LKR" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    const september = canvas.getByRole('img', { name: 'September 2026: LKR 41,000 (41.0k)' });
    await userEvent.hover(september);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('LKR 41,000 (41.0k)');
  },
};

/** The SMS list's chart: the same component with a count formatter. */
export const SmsCount: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Monthly SMS Count' })).toBeVisible();
    await userEvent.hover(canvas.getByRole('img', { name: 'September 2026: 410 SMS' }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('410 SMS');
  },
};

/** The attendance screen's twelve-month chart: month over year under the bars, thinned where narrow. */
export const TotalDaysAttended: Story = {
  args: {
    title: 'Total Days Attended',
    valueHeader: 'Days attended',
    valueLabel: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    data: monthlyBars(
      [14, 18, 20, 9, 1, 22, 25, 17, 12, 19, 23, 8].map((value, i) => ({
        year: i < 1 ? 2025 : 2026,
        month: i < 1 ? 12 : i,
        value,
      })),
    ),
    emptyKind: 'attendance',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
    await expect(canvas.getByRole('img', { name: 'April 2026: 1 day' })).toBeInTheDocument();
  },
};

/** Nothing above zero: the empty state instead of a flat chart, still named by its title. */
export const Empty: Story = {
  render: () => <MonthlyCollectionsChart months={COLLECTIONS.map((month) => ({ ...month, amount: 0 }))} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Monthly Payment Collections' })).toBeVisible();
    await expect(canvas.getByText('No collection data available.')).toBeVisible();
    await expect(canvas.getByText('Check back later or try reloading the page.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A narrow column (a phone): the chart follows its container's width. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const svg = canvasElement.querySelector('svg');
    await waitFor(() => expect(Number(svg?.getAttribute('width'))).toBeLessThanOrEqual(340));
  },
};
