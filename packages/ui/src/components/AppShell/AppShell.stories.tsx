import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { AppShell } from './AppShell.tsx';

const ITEMS = [
  { label: 'Home', href: '#/home' },
  { label: 'Money', href: '#/money' },
  { label: 'Gym', href: '#/gym' },
  { label: 'Device', href: '#/device' },
  { label: 'Clients', href: '#/clients' },
  { label: 'Sms', href: '#/sms' },
  { label: 'Profile', href: '#/profile' },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Everest Fitness',
    badge: <Badge tone="accent">Thamel</Badge>,
    navLabel: 'Main',
    items: ITEMS,
    currentHref: '#/clients',
    footer: (
      <Button variant="quiet" size="small">
        Logout
      </Button>
    ),
    children: <p>Page content</p>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  args: { layout: 'desktop' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SuperAdmin: Story = {
  args: { layout: 'desktop', badge: null, actions: <Switch>Admin Panel</Switch> },
};

/** Up to 600 px the links open from a slide-in menu, which Escape closes again. */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Main' });
    await expect(within(drawer).getByRole('link', { name: 'Money' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
