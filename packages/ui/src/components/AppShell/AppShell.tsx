import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { MenuIcon } from '../../icons/icons.tsx';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './AppShell.css.ts';
import { APP_SHELL_TEXTS } from './app-shell-texts.ts';

const AppShellDrawer = lazy(() => import('./AppShellDrawer.tsx'));

export interface NavItem {
  label: string;
  href: string;
}

export interface AppShellProps {
  /** The product or gym name at the start of the bar. */
  brand: ReactNode;
  /** Beside the brand: the gym's branch badge. */
  badge?: ReactNode;
  navLabel: string;
  items: readonly NavItem[];
  /** The current path: its link is marked as the current page. */
  currentHref?: string;
  /** At the end of the bar: the super admin's panel switch. */
  actions?: ReactNode;
  /** The last entry, such as a Logout button. */
  footer?: ReactNode;
  /** Under the page: the public site's year and rights notice. */
  siteFooter?: ReactNode;
  /** 'auto' follows the screen width (slide-in menu up to 600 px). */
  layout?: 'auto' | 'desktop' | 'mobile';
  /** The menu buttons' names in the interface's language. */
  openMenuLabel?: string;
  closeMenuLabel?: string;
  children: ReactNode;
}

/** The signed-in frame: a top navigation that becomes a slide-in menu on small screens. */
export function AppShell({
  brand,
  badge,
  navLabel,
  items,
  currentHref,
  actions,
  footer,
  siteFooter,
  layout = 'auto',
  openMenuLabel,
  closeMenuLabel,
  children,
}: AppShellProps) {
  const texts = useUiTexts(APP_SHELL_TEXTS);
  // Which bar shows is decided by CSS (the desktop media query), not by script, so the HTML
  // rendered before any JavaScript runs is the same on every screen and React hydrates it as is.
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const hasLinks = items.length > 0 || Boolean(footer);
  const links = (className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            variant="nav"
            href={item.href}
            {...(item.href === currentHref ? { 'aria-current': 'page' as const } : {})}
            onPress={closeMenu}
          >
            {item.label}
          </Link>
        </li>
      ))}
      {footer ? <li>{footer}</li> : null}
    </ul>
  );
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        {hasLinks && layout !== 'desktop' ? (
          <span className={layout === 'auto' ? styles.phoneOnly : undefined}>
            <IconButton label={openMenuLabel ?? texts.openMenu} onPress={() => setMenuOpen(true)}>
              <MenuIcon />
            </IconButton>
          </span>
        ) : null}
        <div className={styles.brand}>
          <span className={styles.brandName}>{brand}</span>
          {badge ? <span className={styles.brandBadge}>{badge}</span> : null}
        </div>
        {hasLinks && layout !== 'mobile' ? (
          <nav aria-label={navLabel} className={layout === 'auto' ? styles.desktopOnly : undefined}>
            {links(styles.barLinks)}
          </nav>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {menuOpen ? (
        <Suspense fallback={null}>
          <AppShellDrawer
            navLabel={navLabel}
            closeLabel={closeMenuLabel ?? texts.closeMenu}
            followWidth={layout === 'auto'}
            onClose={closeMenu}
          >
            {links(styles.drawerLinks)}
          </AppShellDrawer>
        </Suspense>
      ) : null}
      <main className={styles.main}>{children}</main>
      {siteFooter ? <footer className={styles.siteFooter}>{siteFooter}</footer> : null}
    </div>
  );
}
