import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { dismissToasts, showToast, ToastRegion } from '../Toast/Toast.tsx';
import { Text } from '../Typography/Typography.tsx';
import { ActionBar } from './ActionBar.tsx';

const meta = {
  title: 'Primitives/ActionBar',
  component: ActionBar,
  args: { children: null },
} satisfies Meta<typeof ActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long form: Save stays at the bottom of the screen, and a toast shows at the top, never over it. */
export const BelowALongForm: Story = {
  render: () => (
    <>
      <div style={{ height: '150vh' }}>
        <Text>A long form.</Text>
      </div>
      <ActionBar>
        <Text tone="muted" size="small">
          Fields marked * are required.
        </Text>
        <Button
          onPress={() =>
            showToast('Failed to save gym: Please enter a valid email address.', 'error', 'story')
          }
        >
          Save Gym
        </Button>
      </ActionBar>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save Gym' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(save);
    const toast = await within(document.body).findByText(/Failed to save gym/);
    const region = toast.closest('[data-tone]');
    await waitFor(() =>
      expect(region?.getBoundingClientRect().bottom).toBeLessThanOrEqual(save.getBoundingClientRect().top),
    );
    dismissToasts('story');
    await waitFor(() => expect(within(document.body).queryByText(/Failed to save gym/)).toBeNull());
  },
};
