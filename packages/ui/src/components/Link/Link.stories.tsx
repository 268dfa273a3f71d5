import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#about', children: 'About us' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
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
/** A navigation link is a touch target tall; the current page's link says so to screen readers. */
export const Navigation: Story = {
  args: { variant: 'nav', 'aria-current': 'page' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'About us' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
