import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Amount', prefix: 'Rs', minValue: 0, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed digits become a number when the field is left; arrow keys step it. */
export const Amount: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '2500');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2500);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2501);
  },
};

export const Invalid: Story = { args: { errorMessage: 'Amount must be greater than 0' } };
