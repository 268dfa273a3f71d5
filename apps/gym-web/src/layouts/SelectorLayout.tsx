import { AppShell } from '@gym/ui';
import { Outlet } from 'react-router-dom';
import { AdminPanelSwitch } from './AdminPanelSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

/** Before a gym is chosen: the selector and the first gym's form, with Logout. */
export function SelectorLayout() {
  return (
    <AppShell
      brand="Gym Platform"
      navLabel="Account"
      items={[]}
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
