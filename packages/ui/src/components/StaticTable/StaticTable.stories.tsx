import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaticTable } from './StaticTable.tsx';

interface TagTotal {
  tag: string;
  income: string;
  expense: string;
}

const ROWS: TagTotal[] = [
  { tag: 'Membership', income: 'Rs 1,84,500', expense: 'Rs 0' },
  { tag: 'Supplements', income: 'Rs 18,750', expense: 'Rs 12,000' },
  { tag: 'Electricity', income: 'Rs 0', expense: 'Rs 8,400' },
];

const meta = {
  title: 'Primitives/StaticTable',
  component: StaticTable<TagTotal>,
  args: {
    label: 'Income and expense by tag',
    items: ROWS,
    rowKey: (row: TagTotal) => row.tag,
    columns: [
      { id: 'tag', title: 'Tag', isRowHeader: true, cell: (row: TagTotal) => row.tag },
      { id: 'income', title: 'Income', align: 'end', cell: (row: TagTotal) => row.income },
      { id: 'expense', title: 'Expense', align: 'end', cell: (row: TagTotal) => row.expense },
    ],
  },
} satisfies Meta<typeof StaticTable<TagTotal>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's income and expense per tag: named, with column and row headers, no focus stop. */
export const IncomeAndExpense: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Income and expense by tag' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tag', 'Income', 'Expense']);
    await expect(within(table).getByRole('rowheader', { name: 'Supplements' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: 'Rs 8,400' })).toBeInTheDocument();
    // Figures to read: Tab goes past the table.
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(false);
  },
};
