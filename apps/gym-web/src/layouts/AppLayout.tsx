import { AppShell, Badge } from '@gym/ui';
import { useT } from '../i18n/i18n.ts';
import { LanguageChoice } from '../i18n/LanguageChoice.tsx';
import { defineMessages } from '../i18n/messages.ts';
import { Outlet, useLocation } from '../routes/navigation.tsx';
import { useMay } from '../session/gym-role.ts';
import { useSession } from '../session/session-store.ts';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { APP_LINKS } from './app-links.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { navItems } from './nav-items.ts';
import { SHELL } from './shell-messages.ts';

const LABELS = defineMessages({
  main: { defaultMessage: 'Main', description: 'The signed-in navigation’s name for screen readers' },
});

/** The signed-in frame: gym name and branch badge, the app's links, the language, Logout, the admin switch. */
export function AppLayout() {
  const t = useT();
  const { user, gym } = useSession();
  const { pathname } = useLocation();
  const may = useMay();
  const links = APP_LINKS.filter((link) => may(link.permission));
  const current = links.find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`));
  return (
    <AppShell
      brand={gym.gymName ?? 'Gym Platform'}
      badge={!user.superAdmin && gym.gymBranch ? <Badge tone="accent">{gym.gymBranch}</Badge> : null}
      navLabel={t(LABELS.main)}
      items={navItems(links, t)}
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
