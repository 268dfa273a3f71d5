import { AppShell } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { JUDGE_LINKS } from './judge-links.ts';
import { LogoutButton } from './LogoutButton.tsx';

/** Before a gym is chosen: the selector and the first gym's form, the judge area's links, Logout. */
export function SelectorLayout() {
  const { pathname } = useLocation();
  const current = JUDGE_LINKS.find((link) => pathname === link.href);
  return (
    <AppShell
      brand="Gym Platform"
      navLabel="Account"
      items={JUDGE_LINKS}
      {...(current ? { currentHref: current.href } : {})}
      actions={
        <>
          <AdminPanelSwitch />
          <LogoutButton />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
