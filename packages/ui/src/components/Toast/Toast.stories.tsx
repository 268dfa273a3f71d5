import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { showToast, TOAST_TIMEOUT_MS, ToastRegion, toastTones } from './Toast.tsx';

const meta = { title: 'Primitives/Toast', component: ToastRegion } satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every tone; an error unless the caller names another. */
export const Tones: Story = {
  render: () => (
    <>
      {toastTones.map((tone) => (
        <Button key={tone} variant="secondary" onPress={() => showToast(`A ${tone} message`, tone)}>
          Show {tone}
        </Button>
      ))}
      <Button onPress={() => showToast('Something went wrong')}>Show default</Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show default' }));
    const alert = await within(document.body).findByText('Something went wrong');
    await expect(alert.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    await userEvent.click(within(document.body).getByRole('button', { name: 'Close' }));
  },
};

/** A toast stays five seconds, then leaves by itself. */
export const Timing: Story = {
  render: () => (
    <>
      <Button onPress={() => showToast('Gym updated successfully', 'success')}>Save</Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    // Move the pointer away: hovering a toast pauses its timer.
    await userEvent.unhover(within(document.body).getByText('Gym updated successfully'));
    await sleep(TOAST_TIMEOUT_MS - 1_000);
    await expect(within(document.body).getByText('Gym updated successfully')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByText('Gym updated successfully')).toBeNull(), {
      timeout: 2_500,
    });
  },
};
