import { Button } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../routes/route-table.ts';

/** Logout, as the last entry of every signed-in menu. */
export function LogoutButton() {
  const navigate = useNavigate();
  return (
    <Button variant="quiet" onPress={() => navigate(ROUTES.logout.to())}>
      Logout
    </Button>
  );
}
