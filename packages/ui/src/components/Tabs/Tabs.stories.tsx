import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Client',
    onSelectionChange: fn(),
    tabs: [
      { id: 'details', title: 'Details', content: 'Name, phone, membership' },
      { id: 'invoices', title: 'Invoices', content: 'Invoice table' },
      { id: 'attendance', title: 'Attendance', content: 'Calendar' },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panels. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Invoice table');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('invoices');
  },
};
