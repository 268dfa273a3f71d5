import { Button } from '@gym/ui';
import { useT } from '../i18n/i18n.ts';
import { useNavigate } from '../routes/navigation.tsx';
import { ROUTES } from '../routes/route-table.ts';

/** Logout, as the last entry of every signed-in menu. */
export function LogoutButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button variant="quiet" onPress={() => navigate(ROUTES.logout.to())}>
      {t({ defaultMessage: 'Logout', description: 'The signed-in menu’s last entry' })}
    </Button>
  );
}
