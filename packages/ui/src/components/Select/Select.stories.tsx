import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const PAYMENT_TYPES = [
  { id: 'CASH', label: 'Cash' },
  { id: 'BANK_TRANSFER', label: 'Bank transfer' },
  { id: 'ESEWA', label: 'eSewa' },
] as const;

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Payment Type', options: PAYMENT_TYPES, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus the trigger, open with the arrow key, move and choose with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('BANK_TRANSFER');
    await expect(trigger).toHaveTextContent('Bank transfer');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Payment type is required' } };
