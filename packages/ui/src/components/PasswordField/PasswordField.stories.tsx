import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Show reveals the typed password, Hide masks it again; the value stays. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret-123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Password must be at least 6 characters' } };

/** In Nepali: Show and Hide come from the app's catalog (decision 0053). */
export const InNepali: Story = {
  args: { label: 'पासवर्ड' },
  parameters: { language: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'देखाउनुहोस्' }));
    await expect(canvas.getByRole('button', { name: 'लुकाउनुहोस्' })).toBeVisible();
  },
};
