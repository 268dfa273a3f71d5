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

/** The browser's own select, named by its label: reached by Tab, chosen by option label. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Payment Type' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Choose one');
    await userEvent.selectOptions(select, 'Bank transfer');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('BANK_TRANSFER');
    await expect(select).toHaveDisplayValue('Bank transfer');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Payment type is required' } };

/** A two-band picture, as a country's flag would be. */
const bands = (top: string, bottom: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="${bottom}"/><rect width="3" height="1" fill="${top}"/></svg>`,
  )}`;

/** Options with a picture (flags): the chosen one's beside the select, named by the label; the options are text. */
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
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('Indonesia');
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(within(select).getByRole('option', { name: 'Ukraine' })).toBeInTheDocument();
  },
};
