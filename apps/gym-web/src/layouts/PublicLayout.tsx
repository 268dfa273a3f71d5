import { AppShell, Link } from '@gym/ui';
import { useT } from '../i18n/i18n.ts';
import { LanguageChoice } from '../i18n/LanguageChoice.tsx';
import { defineMessages } from '../i18n/messages.ts';
import { Outlet, useLocation } from '../routes/navigation.tsx';
import { ROUTES } from '../routes/route-table.ts';
import { navItems } from './nav-items.ts';
import { SHELL } from './shell-messages.ts';

const LABELS = defineMessages({
  home: { defaultMessage: 'Home', description: 'Public site navigation: the home page' },
  about: { defaultMessage: 'About', description: 'Public site navigation' },
  contact: { defaultMessage: 'Contact', description: 'Public site navigation' },
  gym: { defaultMessage: 'Gym', description: 'Public site navigation: what the product does for a gym' },
  site: { defaultMessage: 'Site', description: 'The public navigation’s name for screen readers' },
  login: { defaultMessage: 'Login', description: 'The public bar’s link to the sign-in screen' },
  rights: {
    defaultMessage: '© {year} Gym Platform. All rights reserved.',
    description: 'The public site’s footer; Gym Platform is the product’s name',
  },
});

const PUBLIC_LINKS = [
  { label: LABELS.home, href: ROUTES.publicHome.to() },
  { label: LABELS.about, href: ROUTES.about.to() },
  { label: LABELS.contact, href: ROUTES.contact.to() },
  { label: LABELS.gym, href: ROUTES.gymMarketing.to() },
];

/** The marketing site's frame: top links, the language, a Login button, the year and rights notice below. */
export function PublicLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <AppShell
      brand="Gym Platform"
      navLabel={t(LABELS.site)}
      items={navItems(PUBLIC_LINKS, t)}
      currentHref={pathname}
      actions={
        <>
          <LanguageChoice />
          <Link variant="standalone" href={ROUTES.login.to()}>
            {t(LABELS.login)}
          </Link>
        </>
      }
      siteFooter={t(LABELS.rights, { year: String(new Date().getFullYear()) })}
      openMenuLabel={t(SHELL.openMenu)}
      closeMenuLabel={t(SHELL.closeMenu)}
    >
      <Outlet />
    </AppShell>
  );
}
