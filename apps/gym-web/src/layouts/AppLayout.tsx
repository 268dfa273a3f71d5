import { AppShell, Badge } from '@gym/ui';
import { useT } from '../i18n/i18n.ts';
import { LanguageChoice } from '../i18n/LanguageChoice.tsx';
import { defineMessages } from '../i18n/messages.ts';
import { Outlet, useLocation } from '../routes/navigation.tsx';
import { ROUTES } from '../routes/route-table.ts';
import { useSession } from '../session/session-store.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { JUDGE_LINKS } from './judge-links.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { navItems } from './nav-items.ts';
import { SHELL } from './shell-messages.ts';

const LABELS = defineMessages({
  home: { defaultMessage: 'Home', description: 'Navigation: the dashboard' },
  money: { defaultMessage: 'Money', description: 'Navigation: income and expenses' },
  gym: { defaultMessage: 'Gym', description: 'Navigation: the owner’s gyms' },
  device: { defaultMessage: 'Device', description: 'Navigation: the door devices' },
  clients: { defaultMessage: 'Clients', description: 'Navigation: the gym’s members' },
  dues: { defaultMessage: 'Dues', description: 'Navigation: what clients owe' },
  sms: { defaultMessage: 'Sms', description: 'Navigation: text messages to clients' },
  profile: { defaultMessage: 'Profile', description: 'Navigation: the user’s own profile' },
  main: { defaultMessage: 'Main', description: 'The signed-in navigation’s name for screen readers' },
});

const APP_LINKS = [
  { label: LABELS.home, href: ROUTES.home.to() },
  { label: LABELS.money, href: ROUTES.money.to() },
  { label: LABELS.gym, href: ROUTES.gyms.to() },
  { label: LABELS.device, href: ROUTES.devices.to() },
  { label: LABELS.clients, href: ROUTES.clients.to() },
  { label: LABELS.dues, href: ROUTES.dues.to() },
  { label: LABELS.sms, href: ROUTES.sms.to() },
  { label: LABELS.profile, href: ROUTES.profile.to() },
  ...JUDGE_LINKS,
];

/** The signed-in frame: gym name and branch badge, the app's links, the language, Logout, the admin switch. */
export function AppLayout() {
  const t = useT();
  const { user, gym } = useSession();
  const { pathname } = useLocation();
  const current = APP_LINKS.find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`));
  return (
    <AppShell
      brand={gym.gymName ?? 'Gym Platform'}
      badge={!user.superAdmin && gym.gymBranch ? <Badge tone="accent">{gym.gymBranch}</Badge> : null}
      navLabel={t(LABELS.main)}
      items={navItems(APP_LINKS, t)}
      {...(current ? { currentHref: current.href } : {})}
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
