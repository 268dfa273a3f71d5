import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Gym Name', placeholder: 'Everest Fitness', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Gym Name' });
    await userEvent.type(input, 'Peak');
    await expect(input).toHaveValue('Peak');
    await expect(args.onChange).toHaveBeenLastCalledWith('Peak');
  },
};

export const WithDescription: Story = { args: { description: 'As your members know it.' } };

/** A message from the form or the server marks the field invalid and is announced with it. */
export const Invalid: Story = {
  args: { errorMessage: 'Gym name is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Gym Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Gym name is required');
  },
};
