import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading logo' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Value: Story = {
  args: { value: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Uploading logo' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};
export const Indeterminate: Story = {};
