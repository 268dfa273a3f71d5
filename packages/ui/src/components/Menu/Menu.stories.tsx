import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu } from './Menu.tsx';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    onAction: fn(),
    actions: [
      { id: 'edit', label: 'Edit' },
      { id: 'pricing', label: 'Add pricing' },
      { id: 'delete', label: 'Delete', tone: 'critical' },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens the menu on its first item; arrows move; Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('delete');
  },
};
