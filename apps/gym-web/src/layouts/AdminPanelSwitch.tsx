import { Switch } from '@gym/ui';
import { sessionStore, useSession } from '../session/session-store.ts';

/** The super admin's switch between the admin area and the gym app; nothing for anyone else. */
export function AdminPanelSwitch() {
  const { user } = useSession();
  if (!user.superAdmin) return null;
  return (
    <Switch isSelected={user.adminPanel} onChange={(on) => sessionStore.setAdminPanel(on)}>
      Admin Panel
    </Switch>
  );
}
