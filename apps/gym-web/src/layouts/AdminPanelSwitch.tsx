import { lazy, Suspense } from 'react';
import { sessionStore, useSession } from '../session/session-store.ts';

// Only super admins see the switch: everyone else's first load does without its code.
const Switch = lazy(() => import('@gym/ui/Switch').then((module) => ({ default: module.Switch })));

/** The super admin's switch between the admin area and the gym app; nothing for anyone else. */
export function AdminPanelSwitch() {
  const { user } = useSession();
  if (!user.superAdmin) return null;
  return (
    <Suspense fallback={null}>
      <Switch isSelected={user.adminPanel} onChange={(on) => sessionStore.setAdminPanel(on)}>
        Admin Panel
      </Switch>
    </Suspense>
  );
}
