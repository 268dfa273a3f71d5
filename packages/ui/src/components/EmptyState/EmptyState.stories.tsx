import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { kind: 'client' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('No client data available.');
    await expect(status).toHaveTextContent('Check back later or try reloading the page.');
  },
};
