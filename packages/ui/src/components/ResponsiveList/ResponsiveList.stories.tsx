import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CLIENT_COLUMNS,
  COLUMNS_WITH_LONG_NOTE,
  LONG_NOTE,
  SAMPLE_CLIENTS,
  type SampleClient,
} from '../Table/sample-clients.ts';
import { ResponsiveList } from './ResponsiveList.tsx';

const meta = {
  title: 'Primitives/ResponsiveList',
  component: ResponsiveList<SampleClient>,
  args: {
    label: 'Clients',
    columns: CLIENT_COLUMNS,
    items: SAMPLE_CLIENTS,
    rowKey: (client) => client.id,
    onRowAction: fn(),
  },
} satisfies Meta<typeof ResponsiveList<SampleClient>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone layout (up to 600 px): one card per row, the name opens it. */
export const Cards: Story = {
  args: { layout: 'cards' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Clients' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Arjun Thapa' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(2);
  },
};

/** A card's name is reached with Tab, shows the focus ring, and Enter opens the row. */
export const CardsKeyboard: Story = {
  args: { layout: 'cards' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const first = within(canvasElement).getByRole('button', { name: 'Sita Rai' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(1);
  },
};

export const TableLayout: Story = {
  args: { layout: 'table' },
  play: async ({ canvasElement }) => {
    // The table's code arrives on demand (a chunk of its own): wait for it, as a slow first fetch
    // in the story runner can take more than findBy's default second.
    const grid = await within(canvasElement).findByRole('grid', { name: 'Clients' }, { timeout: 10_000 });
    await expect(grid).toBeVisible();
  },
};

/** On a 360 px phone a long unbroken note wraps inside its card, under its name. */
export const CardsWithLongText: Story = {
  args: { layout: 'cards', columns: COLUMNS_WITH_LONG_NOTE },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Clients' });
    const [note] = within(list).getAllByText(LONG_NOTE);
    await expect(note).toBeDefined();
    await expect(list.scrollWidth).toBeLessThanOrEqual(360);
    await expect((note as HTMLElement).getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
