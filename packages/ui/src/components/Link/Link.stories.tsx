import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
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

/** Inside the app's router, which would resolve a bare address against the current route. */
const inRouter = (Story: () => ReactElement) => (
  <RouterProvider navigate={() => {}} useHref={(href) => `/contact-us/${href}`}>
    <Story />
  </RouterProvider>
);

/** A web page elsewhere opens as written, in a new tab that gets no hold on this one. */
export const OutsideWebPage: Story = {
  args: { href: 'https://wa.me/9779800000000?text=Hello', children: 'Chat with us on WhatsApp' },
  decorators: [inRouter],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(link).toHaveAttribute('href', 'https://wa.me/9779800000000?text=Hello');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Chat with us on WhatsApp (opens in a new tab)');
  },
};

/** A phone number stays in this tab, so the phone opens its dialler. */
export const PhoneNumber: Story = {
  args: { href: 'tel:+9779800000000', children: '+9779800000000' },
  decorators: [inRouter],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '+9779800000000' });
    await expect(link).toHaveAttribute('href', 'tel:+9779800000000');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** An app route still goes through the router. */
export const AppRoute: Story = {
  args: { href: 'pricing', children: 'Pricing' },
  decorators: [inRouter],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pricing' });
    await expect(link).toHaveAttribute('href', '/contact-us/pricing');
  },
};

/** A link on its own (a bar's Login, a phone number) is a whole touch target, still underlined. */
export const Standalone: Story = {
  args: { variant: 'standalone', href: '#login', children: 'Login' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('link', { name: 'Login' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};
