import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel.tsx';
import { ERROR_PANEL_TEXTS } from './error-panel-texts.ts';

const meta = { title: 'Primitives/ErrorPanel', component: ErrorPanel } satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  args: { message: 'Network error. Please check your connection.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No message of its own: the general fallback. */
export const Fallback: Story = {
  args: { message: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERROR_PANEL_TEXTS.errorFallback);
  },
};
