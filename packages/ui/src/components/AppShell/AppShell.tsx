import { type ReactNode, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIsMobile } from '../../hooks/useMediaQuery.ts';
import { CloseIcon, MenuIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './AppShell.css.ts';

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
  children,
}: AppShellProps) {
  const narrow = useIsMobile();
  const mobile = layout === 'mobile' || (layout === 'auto' && narrow);
  const [menuOpen, setMenuOpen] = useState(false);
  const hasLinks = items.length > 0 || Boolean(footer);
  const links = (
    <ul className={mobile ? styles.drawerLinks : styles.barLinks}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            variant="nav"
            href={item.href}
            {...(item.href === currentHref ? { 'aria-current': 'page' as const } : {})}
            onPress={() => setMenuOpen(false)}
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
        {mobile && hasLinks ? (
          <IconButton label="Open menu" onPress={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <div className={styles.brand}>
          <span className={styles.brandName}>{brand}</span>
          {badge ? <span className={styles.brandBadge}>{badge}</span> : null}
        </div>
        {mobile || !hasLinks ? null : <nav aria-label={navLabel}>{links}</nav>}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {mobile ? (
        <ModalOverlay
          isOpen={menuOpen}
          onOpenChange={setMenuOpen}
          isDismissable
          className={styles.drawerOverlay}
        >
          <Modal className={styles.drawer}>
            <Dialog className={styles.drawerDialog} aria-label={navLabel}>
              <Heading slot="title" className={visuallyHidden}>
                {navLabel}
              </Heading>
              <IconButton label="Close menu" onPress={() => setMenuOpen(false)}>
                <CloseIcon />
              </IconButton>
              <nav aria-label={navLabel}>{links}</nav>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}
      <main className={styles.main}>{children}</main>
      {siteFooter ? <footer className={styles.siteFooter}>{siteFooter}</footer> : null}
    </div>
  );
}
