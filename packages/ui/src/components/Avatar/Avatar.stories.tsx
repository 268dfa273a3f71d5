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
/** A rectangular logo (400x100) whole, at the size's height: never an initial-sized middle cut out. */
const WIDE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#234"/><text x="200" y="66" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">OLYMPIA GYM</text></svg>',
)}`;
export const Logo: Story = {
  args: { name: 'Olympia Gym', src: WIDE_LOGO, size: 'large', shape: 'logo' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Olympia Gym' });
    await expect(getComputedStyle(image).objectFit).toBe('contain');
    // 400x100 at 96 px high: 384 px would be wanted, three heights (288) given, nothing cut.
    await expect(image.getBoundingClientRect().width).toBe(288);
    await expect(image.getBoundingClientRect().height).toBe(96);
  },
};

export const Square: Story = {
  args: { name: 'WiFi scanner', src: QR_CORNERS, size: 'large', shape: 'square' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'WiFi scanner' });
    const style = getComputedStyle(image);
    await expect(style.objectFit).toBe('contain');
    await expect(Number.parseFloat(style.borderTopLeftRadius)).toBeLessThan(12);
  },
};
