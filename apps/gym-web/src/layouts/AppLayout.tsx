import { AppShell, Badge } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '../routes/paths.ts';
import { useSession } from '../session/session-store.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

const APP_LINKS = [
  { label: 'Home', href: PATHS.home },
  { label: 'Money', href: PATHS.money },
  { label: 'Gym', href: PATHS.gyms },
  { label: 'Device', href: PATHS.devices },
  { label: 'Clients', href: PATHS.clients },
  { label: 'Sms', href: PATHS.sms },
  { label: 'Profile', href: PATHS.profile },
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
