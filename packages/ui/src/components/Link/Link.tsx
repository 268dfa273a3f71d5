import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, RouterProvider } from 'react-aria-components';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { link } from './Link.css.ts';

/**
 * 'standalone' (the default) for a link on its own (a bar's Login, a card's title, a table's name, a
 * phone number): underlined and a whole touch target; 'inline' only inside a sentence, where the
 * line's height sizes it (WCAG 2.5.8's inline exception); 'nav' for navigation bars: no underline
 * until hovered, marked when current.
 */
export const linkVariants = ['inline', 'standalone', 'nav'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps
  extends Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'target' | 'rel'> {
  children: ReactNode;
  variant?: LinkVariant;
}

/** Addresses with a scheme (`https:`, `mailto:`, `tel:`…) or protocol-relative ones (`//host`). */
const EXTERNAL_ADDRESS = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** Addresses a browser opens as a web page rather than handing to a phone or mail app. */
const WEB_ADDRESS = /^(?:https?:)?\/\//i;

/** Whether `href` leaves the app: a web page elsewhere, a phone call, an e-mail or a chat. */
export const isExternalHref = (href: string) => EXTERNAL_ADDRESS.test(href);

/** The address as written: an outside address must not be resolved against the current route. */
const keepAsWritten = (href: string) => href;
/** An outside address never navigates in the app; should one share its origin, the browser loads it. */
const loadInBrowser = (href: string) => window.location.assign(href);

/**
 * A link. An app route (`/gyms/3`) goes through the app's router (RouterProvider); an outside address
 * is a plain anchor kept as written: a web page opens in a new tab without handing it this page
 * (`rel="noopener noreferrer"`, and screen readers hear that it opens a new tab), while `tel:` and
 * `mailto:` stay in this tab so the phone opens its dialler or mail app.
 */
export function Link({ children, variant = 'standalone', href, ...props }: LinkProps) {
  const className = link({ variant });
  if (href === undefined || !isExternalHref(href)) {
    return (
      <AriaLink {...props} href={href} className={className}>
        {children}
      </AriaLink>
    );
  }
  const newTab = WEB_ADDRESS.test(href);
  return (
    <RouterProvider navigate={loadInBrowser} useHref={keepAsWritten}>
      <AriaLink
        {...props}
        href={href}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newTab ? <span className={visuallyHidden}> (opens in a new tab)</span> : null}
      </AriaLink>
    </RouterProvider>
  );
}
