import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#about', children: 'About us' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '#about',
    );
  },
};
export const Navigation: Story = { args: { variant: 'nav', 'aria-current': 'page' } };
