import { AppShell, Badge } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '../routes/route-table.ts';
import { useSession } from '../session/session-store.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { JUDGE_LINKS } from './judge-links.ts';
import { LogoutButton } from './LogoutButton.tsx';

const APP_LINKS = [
  { label: 'Home', href: ROUTES.home.to() },
  { label: 'Money', href: ROUTES.money.to() },
  { label: 'Gym', href: ROUTES.gyms.to() },
  { label: 'Device', href: ROUTES.devices.to() },
  { label: 'Clients', href: ROUTES.clients.to() },
  { label: 'Dues', href: ROUTES.dues.to() },
  { label: 'Sms', href: ROUTES.sms.to() },
  { label: 'Profile', href: ROUTES.profile.to() },
  ...JUDGE_LINKS,
];

/** The signed-in frame: gym name and branch badge, the app's links, Logout, the admin switch. */
export function AppLayout() {
  const { user, gym } = useSession();
  const { pathname } = useLocation();
  const current = APP_LINKS.find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`));
  return (
    <AppShell
      brand={gym.gymName ?? 'Gym Platform'}
      badge={!user.superAdmin && gym.gymBranch ? <Badge tone="accent">{gym.gymBranch}</Badge> : null}
      navLabel="Main"
      items={APP_LINKS}
      {...(current ? { currentHref: current.href } : {})}
      actions={<AdminPanelSwitch />}
      footer={<LogoutButton />}
    >
      <Outlet />
    </AppShell>
  );
}
