import { AppShell } from '@gym/ui';
import { useT } from '../i18n/i18n.ts';
import { LanguageChoice } from '../i18n/LanguageChoice.tsx';
import { defineMessages } from '../i18n/messages.ts';
import { Outlet, useLocation } from '../routes/navigation.tsx';
import { ROUTES } from '../routes/route-table.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { navItems } from './nav-items.ts';
import { SHELL } from './shell-messages.ts';

const LABELS = defineMessages({
  brand: { defaultMessage: 'Admin', description: 'The super admin area’s name in its bar' },
  home: { defaultMessage: 'Home', description: 'Admin navigation: the platform’s figures' },
  users: { defaultMessage: 'Users', description: 'Admin navigation' },
  gyms: { defaultMessage: 'Gyms', description: 'Admin navigation' },
});

const ADMIN_LINKS = [
  { label: LABELS.home, href: ROUTES.adminHome.to() },
  { label: LABELS.users, href: ROUTES.manageUsers.to() },
  { label: LABELS.gyms, href: ROUTES.manageGyms.to() },
];

/**
 * The super admin's frame: Home, Users, Gyms, logout, and the switch back to the gym app. The
 * specification's Reports is left out: it names no content for it, and the platform's figures are
 * on Home.
 */
export function AdminLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <AppShell
      brand={t(LABELS.brand)}
      navLabel={t(LABELS.brand)}
      items={navItems(ADMIN_LINKS, t)}
      currentHref={ADMIN_LINKS.find((link) => pathname.startsWith(link.href))?.href ?? pathname}
      actions={
        <>
          <LanguageChoice />
          <AdminPanelSwitch />
        </>
      }
      footer={<LogoutButton />}
      openMenuLabel={t(SHELL.openMenu)}
      closeMenuLabel={t(SHELL.closeMenu)}
    >
      <Outlet />
    </AppShell>
  );
}
