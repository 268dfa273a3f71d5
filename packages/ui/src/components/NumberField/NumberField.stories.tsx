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

/** Text that is not a number stays as typed, with a message; the form is told, nothing is dropped. */
export const NotANumber: Story = {
  args: { label: 'Longitude', prefix: undefined, minValue: -180, maxValue: 180, onUnreadable: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Longitude' });
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await expect(input).toHaveValue('abc');
    await expect(canvas.getByText('Enter a number, in digits.')).toBeVisible();
    await expect(args.onUnreadable).toHaveBeenLastCalledWith('abc');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A number beyond the bounds is kept as typed (never moved to the bound), with a message. */
export const OutOfBounds: Story = {
  args: { label: 'Latitude', prefix: undefined, minValue: -90, maxValue: 90 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Latitude' });
    await userEvent.type(input, '123.456');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(123.456);
    await expect(input).toHaveValue('123.456');
    await expect(canvas.getByText('Enter a number from -90 to 90.')).toBeVisible();
  },
};
