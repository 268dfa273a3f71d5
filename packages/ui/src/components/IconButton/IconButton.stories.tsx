import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrashIcon } from '../../icons/icons.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Delete device', tone: 'critical', children: <TrashIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The icon is hidden from screen readers; the label names the button. */
export const Labelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete device' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};
