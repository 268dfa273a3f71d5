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

/** A two-band picture, as a country's flag would be. */
const bands = (top: string, bottom: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="${bottom}"/><rect width="3" height="1" fill="${top}"/></svg>`,
  )}`;

/** Options with a picture before the label (flags): shown in the list and in the chosen value, named by the label. */
export const WithPictures: Story = {
  args: {
    label: 'Country',
    selectedKey: 'ID',
    options: [
      { id: 'ID', label: 'Indonesia', image: bands('#ce1126', '#fff') },
      { id: 'UA', label: 'Ukraine', image: bands('#0057b7', '#ffd700') },
    ],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveTextContent('Indonesia');
    await expect(trigger.querySelector('img')).toHaveAttribute('alt', '');
    await userEvent.click(trigger);
    const option = await within(document.body).findByRole('option', { name: 'Ukraine' });
    await expect(option.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await userEvent.keyboard('{Escape}');
  },
};
