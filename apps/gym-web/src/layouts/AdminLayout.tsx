import { AppShell } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '../routes/paths.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

const ADMIN_LINKS = [
  { label: 'Home', href: PATHS.adminHome },
  { label: 'Users', href: PATHS.manageUsers },
  { label: 'Gyms', href: PATHS.manageGyms },
  { label: 'Reports', href: PATHS.adminReports },
];

/** The super admin's frame: Home, Users, Gyms, Reports, logout, and the switch back to the gym app. */
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
