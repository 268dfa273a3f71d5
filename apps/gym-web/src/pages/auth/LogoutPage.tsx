import { useEffect } from 'react';
import { Navigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { endSession } from '../../session/sign-in.ts';

/** The logout route clears the session and goes to login. */
export default function LogoutPage() {
  useEffect(endSession, []);
  return <Navigate to={ROUTES.login.to()} replace />;
}
