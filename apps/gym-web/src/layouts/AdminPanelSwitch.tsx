import { lazy, Suspense } from 'react';
import { useT } from '../i18n/i18n.ts';
import { sessionStore, useSession } from '../session/session-store.ts';

// Only super admins see the switch: everyone else's first load does without its code.
const Switch = lazy(() => import('@gym/ui/Switch').then((module) => ({ default: module.Switch })));

/** The super admin's switch between the admin area and the gym app; nothing for anyone else. */
export function AdminPanelSwitch() {
  const t = useT();
  const { user } = useSession();
  if (!user.superAdmin) return null;
  return (
    <Suspense fallback={null}>
      <Switch isSelected={user.adminPanel} onChange={(on) => sessionStore.setAdminPanel(on)}>
        {t({
          defaultMessage: 'Admin Panel',
          description: 'The super admin’s switch between the admin area and the gym app',
        })}
      </Switch>
    </Suspense>
  );
}
