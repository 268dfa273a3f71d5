import { Button } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../routes/paths.ts';

/** Logout, as the last entry of every signed-in menu. */
export function LogoutButton() {
  const navigate = useNavigate();
  return (
    <Button variant="quiet" size="small" onPress={() => navigate(PATHS.logout)}>
      Logout
    </Button>
  );
}
