import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox.tsx';

const DISTRICTS = ['Kathmandu', 'Kaski', 'Kailali', 'Lalitpur', 'Bhaktapur'].map((name) => ({
  id: name,
  label: name,
}));

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: { label: 'District', options: DISTRICTS, onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the list; choosing an option fills the field. */
export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'District' });
    await userEvent.type(input, 'Ka');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Kathmandu', 'Kaski', 'Kailali']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kaski' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Kaski');
    await expect(input).toHaveValue('Kaski');
  },
};
