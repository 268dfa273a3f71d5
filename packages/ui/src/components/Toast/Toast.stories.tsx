import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { dismissToasts, holdToasts, showToast, TOAST_TIMEOUT_MS, ToastRegion, toastTones } from './Toast.tsx';

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
  // Storybook holds toasts for every other story's picture; this one is about letting go.
  beforeEach: () => {
    holdToasts(false);
    return () => holdToasts(true);
  },
  render: () => (
    <>
      <Button onPress={() => showToast('Gym updated successfully', 'success')}>Save</Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    // Move the pointer away (a toast closes on time under it too: see Toast.test.ts).
    await userEvent.unhover(within(document.body).getByText('Gym updated successfully'));
    await sleep(TOAST_TIMEOUT_MS - 1_000);
    await expect(within(document.body).getByText('Gym updated successfully')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByText('Gym updated successfully')).toBeNull(), {
      timeout: 2_500,
    });
  },
};

/**
 * A toast about a field goes once that field is dealt with; the form's own later word (saved)
 * replaces every toast about it and its fields.
 */
export const AboutAField: Story = {
  render: () => (
    <>
      <Button onPress={() => showToast('Name is required.', 'error', 'meet/name')}>Create meet</Button>
      <Button variant="secondary" onPress={() => dismissToasts('meet/name')}>
        Type a name
      </Button>
      <Button variant="secondary" onPress={() => showToast('Meet created', 'success', 'meet')}>
        Save
      </Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Create meet' }));
    await page.findByText('Name is required.');
    await userEvent.click(canvas.getByRole('button', { name: 'Type a name' }));
    await waitFor(() => expect(page.queryByText('Name is required.')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Create meet' }));
    await page.findByText('Name is required.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await page.findByText('Meet created');
    await waitFor(() => expect(page.queryByText('Name is required.')).toBeNull());
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
  },
};
