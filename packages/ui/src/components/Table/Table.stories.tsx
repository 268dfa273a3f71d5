import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CLIENT_COLUMNS,
  COLUMNS_WITH_LONG_NOTE,
  LONG_NOTE,
  SAMPLE_CLIENTS,
  type SampleClient,
} from './sample-clients.ts';
import { Table, type TableSort } from './Table.tsx';

function SortableClients({ onRowAction }: { onRowAction: (key: string | number) => void }) {
  const [sort, setSort] = useState<TableSort>({ column: 'name', direction: 'ascending' });
  const factor = sort.direction === 'ascending' ? 1 : -1;
  const key = sort.column as 'name' | 'membershipEndDate';
  const items = [...SAMPLE_CLIENTS].sort((a, b) => a[key].localeCompare(b[key]) * factor);
  return (
    <Table
      label="Clients"
      columns={CLIENT_COLUMNS}
      items={items}
      rowKey={(client) => client.id}
      sort={sort}
      onSortChange={setSort}
      onRowAction={onRowAction}
    />
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  args: { label: 'Clients', columns: CLIENT_COLUMNS, items: SAMPLE_CLIENTS, rowKey: (client) => client.id },
} satisfies Meta<typeof Table<SampleClient>>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** A header click sorts by it; clicking it again reverses the order. */
export const SortToggle: Story = {
  render: () => <SortableClients onRowAction={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(firstColumnTexts(canvasElement)).toEqual(['Arjun Thapa', 'Nimal Perera', 'Sita Rai']);
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(canvasElement)).toEqual(['Sita Rai', 'Nimal Perera', 'Arjun Thapa']);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Membership End/ }));
    await expect(firstColumnTexts(canvasElement)).toEqual(['Arjun Thapa', 'Sita Rai', 'Nimal Perera']);
  },
};

/** Arrow keys move between rows and Enter opens the focused one. */
export const RowAction: Story = {
  args: { onRowAction: fn() },
  render: (args) => <SortableClients onRowAction={args.onRowAction as (key: string | number) => void} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('rowheader', { name: 'Arjun Thapa' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(3);
  },
};

/** A long column takes half the width and wraps even a long unbroken word: the table does not scroll sideways. */
export const LongText: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <Table
        label="Clients"
        columns={COLUMNS_WITH_LONG_NOTE}
        items={SAMPLE_CLIENTS}
        rowKey={(client) => client.id}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clients' });
    const scroller = grid.parentElement as HTMLElement;
    await expect(within(grid).getAllByText(LONG_NOTE)).toHaveLength(3);
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
