import { AppShell, Link } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '../routes/route-table.ts';

const PUBLIC_LINKS = [
  { label: 'Home', href: ROUTES.publicHome.to() },
  { label: 'About', href: ROUTES.about.to() },
  { label: 'Contact', href: ROUTES.contact.to() },
  { label: 'Gym', href: ROUTES.gymMarketing.to() },
];

/** The marketing site's frame: top links, a Login button, the year and rights notice below. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell
      brand="Gym Platform"
      navLabel="Site"
      items={PUBLIC_LINKS}
      currentHref={pathname}
      actions={
        <Link variant="standalone" href={ROUTES.login.to()}>
          Login
        </Link>
      }
      siteFooter={`© ${new Date().getFullYear()} Gym Platform. All rights reserved.`}
    >
      <Outlet />
    </AppShell>
  );
}
