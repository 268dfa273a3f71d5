import { AppShell } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '../routes/route-table.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

const ADMIN_LINKS = [
  { label: 'Home', href: ROUTES.adminHome.to() },
  { label: 'Users', href: ROUTES.manageUsers.to() },
  { label: 'Gyms', href: ROUTES.manageGyms.to() },
  { label: 'Reports', href: ROUTES.adminReports.to() },
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
