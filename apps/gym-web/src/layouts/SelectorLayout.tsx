import { AppShell } from '@gym/ui';
import { useT } from '../i18n/i18n.ts';
import { LanguageChoice } from '../i18n/LanguageChoice.tsx';
import { defineMessages } from '../i18n/messages.ts';
import { Outlet, useLocation } from '../routes/navigation.tsx';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { JUDGE_LINKS } from './judge-links.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { navItems } from './nav-items.ts';
import { SHELL } from './shell-messages.ts';

const LABELS = defineMessages({
  account: {
    defaultMessage: 'Account',
    description: 'The navigation’s name before a gym is chosen (screen readers)',
  },
});

/** Before a gym is chosen: the selector and the first gym's form, the judge area's links, Logout. */
export function SelectorLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const current = JUDGE_LINKS.find((link) => pathname === link.href);
  return (
    <AppShell
      brand="Gym Platform"
      navLabel={t(LABELS.account)}
      items={navItems(JUDGE_LINKS, t)}
      {...(current ? { currentHref: current.href } : {})}
      actions={
        <>
          <LanguageChoice />
          <AdminPanelSwitch />
          <LogoutButton />
        </>
      }
      openMenuLabel={t(SHELL.openMenu)}
      closeMenuLabel={t(SHELL.closeMenu)}
    >
      <Outlet />
    </AppShell>
  );
}
