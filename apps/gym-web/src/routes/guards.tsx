import type { Permission } from '@gym/api-client';
import { lazy, type ReactNode, Suspense } from 'react';
import { APP_LINKS } from '../layouts/app-links.ts';
import { roleAllows, useGymRole } from '../session/gym-role.ts';
import { useSession } from '../session/session-store.ts';
import { Navigate, Outlet } from './navigation.tsx';
import { ROUTES } from './route-table.ts';

// Only a user whose subscription ended sees the renewal page: everyone else never downloads it.
const RenewalPage = lazy(() =>
  import('../pages/auth/RenewalPage.tsx').then((module) => ({ default: module.RenewalPage })),
);

/** Guard 7: the public pages and sign-in are for visitors; a signed-in user goes to the gym selector. */
export function PublicOnly() {
  const { user } = useSession();
  return user.isAuthenticated ? <Navigate to={ROUTES.gymSelector.to()} replace /> : <Outlet />;
}

/** Guard 1: signed-in users only. */
export function RequireAuth() {
  const { user } = useSession();
  return user.isAuthenticated ? <Outlet /> : <Navigate to={ROUTES.login.to()} replace />;
}

/**
 * Guards 2 to 4: a super admin with the admin panel on works in the admin area; an unverified user
 * (expired subscription) sees the renewal page; everyone else gets the app.
 */
export function SignedInArea() {
  const { user } = useSession();
  if (user.superAdmin && user.adminPanel) return <Navigate to={ROUTES.adminHome.to()} replace />;
  if (!user.verified && !user.superAdmin) {
    return (
      <Suspense fallback={null}>
        <RenewalPage />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Guard 5: the admin area is for a super admin with the panel on. */
export function AdminOnly() {
  const { user } = useSession();
  if (!(user.superAdmin && user.adminPanel)) return <Navigate to={ROUTES.gymSelector.to()} replace />;
  return <Outlet />;
}

/** Guard 6: the gym screens need a selected gym; without one, the selector (replacing history). */
export function RequireGym() {
  const { gym } = useSession();
  return gym.gymId === null ? <Navigate to={ROUTES.gymSelector.to()} replace /> : <Outlet />;
}

/**
 * A screen the person's role in the selected gym allows (its permission, docs/permissions.md);
 * else the first of the gym's screens it allows, so no screen is opened only to answer 403. Nothing
 * while a staff member's role is being asked for.
 */
export function Permitted({ permission, children }: { permission: Permission; children: ReactNode }) {
  const role = useGymRole();
  if (roleAllows(role, permission)) return children;
  if (role === null) return null;
  // The first of the gym's own screens the role opens (the clients, for the front desk).
  const first = APP_LINKS.find((link) => link.permission !== 'account' && roleAllows(role, link.permission));
  return <Navigate to={first?.href ?? ROUTES.profile.to()} replace />;
}
