import { AppShell, Link } from '@gym/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '../routes/paths.ts';

const PUBLIC_LINKS = [
  { label: 'Home', href: PATHS.publicHome },
  { label: 'About', href: PATHS.about },
  { label: 'Contact', href: PATHS.contact },
  { label: 'Gym', href: PATHS.gymMarketing },
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
      actions={<Link href={PATHS.login}>Login</Link>}
      siteFooter={`© ${new Date().getFullYear()} Gym Platform. All rights reserved.`}
    >
      <Outlet />
    </AppShell>
  );
}
