import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar.tsx';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Sita Rai' },
  argTypes: { size: { control: 'select', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a photo: the first letter, named for screen readers. */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sita Rai' })).toHaveTextContent('S');
  },
};

export const Unnamed: Story = {
  args: { name: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Unnamed Client' })).toHaveTextContent('?');
  },
};

const PHOTO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#7c9"/></svg>')}`;
export const Photo: Story = { args: { src: PHOTO, size: 'large' } };

/** Beside the written name (a list row): the initial is shown but not read, so the name is read once. */
export const Decorative: Story = {
  render: (args) => (
    <button type="button">
      <Avatar {...args} decorative />
      Sita Rai
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sita Rai' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
