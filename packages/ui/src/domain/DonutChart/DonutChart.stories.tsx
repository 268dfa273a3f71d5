import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../format/money.ts';
import { chartsDrawn } from '../ChartParts/charts-drawn.ts';
import { DonutChart, MemberTypesChart } from './DonutChart.tsx';

const INCOME_BY_TAG = [
  { label: 'Membership', value: 184500 },
  { label: 'Personal training', value: 42000 },
  { label: 'Supplements', value: 18750 },
  { label: 'Locker rent', value: 6000 },
];

/** The visible legend's text (the screen-reader table repeats it). */
const LEGEND = { selector: 'li > span' };

const meta = {
  title: 'Domain/DonutChart',
  component: DonutChart,
  args: {
    title: 'Income by tag',
    description: 'November 1, 2026 to November 23, 2026',
    data: INCOME_BY_TAG,
    valueLabel: (amount: number) => formatMoney(amount),
    labelHeader: 'Tag',
    valueHeader: 'Income',
    emptyKind: 'income',
  },
  argTypes: { size: { control: { type: 'range', min: 120, max: 320, step: 10 } } },
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Income by tag: a slice per tag, the total in the centre, the legend with amounts and shares. */
export const IncomeByTag: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Income by tag' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('path')).toHaveLength(4);
    await expect(canvas.getByText('Rs 2,51,250')).toBeVisible();
    await expect(canvas.getByText('Rs 1,84,500 (73.4%)', LEGEND)).toBeVisible();
  },
};

/** Pointing at a legend row brings its slice forward and puts its value in the centre. */
export const Highlight: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByText('Supplements', LEGEND));
    await expect(canvas.getByText('Rs 18,750', { selector: 'text' })).toBeInTheDocument();
    const active = canvasElement.querySelectorAll('path[data-active]');
    await expect(active).toHaveLength(1);
    await userEvent.unhover(canvas.getByText('Supplements', LEGEND));
    await expect(canvas.getByText('Rs 2,51,250')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('path[data-active]')).toHaveLength(0);
  },
};

/** Screen readers read the figure's name and a table of every value with its share. */
export const DataTable: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const table = within(canvasElement).getByRole('table', { name: 'Income by tag' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('columnheader', { name: 'Income' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: 'Locker rent' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: 'Rs 6,000 (2.4%)' })).toBeInTheDocument();
  },
};

export const ExpenseByTag: Story = {
  args: {
    title: 'Expense by tag',
    valueHeader: 'Expense',
    emptyKind: 'expense',
    data: [
      { label: 'Rent', value: 60000 },
      { label: 'Salaries', value: 85000 },
      { label: 'Electricity', value: 12400 },
      { label: 'Equipment', value: 30500 },
      { label: 'Cleaning', value: 4500 },
      { label: 'Internet', value: 2000 },
      { label: 'Water', value: 1500 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    // Seven tags, seven colours of the chart palette, and every tag in the legend.
    const paths = [...canvasElement.querySelectorAll('path')];
    await expect(paths).toHaveLength(7);
    await expect(new Set(paths.map((path) => getComputedStyle(path).fill)).size).toBe(7);
    await expect(within(canvasElement).getByText('Water', LEGEND)).toBeVisible();
  },
};

/** The dashboard's member types: Active green, Expired red, Inactive grey; a zero type has no slice. */
export const MemberTypes: Story = {
  render: () => <MemberTypesChart active={132} expired={41} inactive={0} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'User Types Distribution' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('path')).toHaveLength(2);
    await expect(canvas.getByText('173')).toBeVisible();
    await expect(canvas.getByText('0 (0%)', LEGEND)).toBeVisible();
  },
};

/** A single category is a whole ring. */
export const OneCategory: Story = {
  args: { data: [{ label: 'Membership', value: 50000 }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    await expect(within(canvasElement).getByText('Rs 50,000 (100%)', LEGEND)).toBeVisible();
  },
};

/** Every value zero: the empty state, still named by the title. */
export const Empty: Story = {
  args: { data: INCOME_BY_TAG.map((tag) => ({ ...tag, value: 0 })) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartsDrawn(canvasElement)).toBe(true));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Income by tag' })).toBeVisible();
    await expect(canvas.getByText('No income data available.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
