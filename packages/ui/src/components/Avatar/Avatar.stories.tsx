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

/** Beside the name it stands for: hidden from screen readers, so the name is read once. */
export const Decorative: Story = {
  args: { src: PHOTO, decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A QR code in a circle would lose its corner squares: 'square' shows all of it. */
const QR_CORNERS = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/><path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2z" fill="#fff"/></svg>',
)}`;
export const Square: Story = {
  args: { name: 'WiFi scanner', src: QR_CORNERS, size: 'large', shape: 'square' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'WiFi scanner' });
    const style = getComputedStyle(image);
    await expect(style.objectFit).toBe('contain');
    await expect(Number.parseFloat(style.borderTopLeftRadius)).toBeLessThan(12);
  },
};
