import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css.ts';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** 'nav' for navigation bars: no underline until hovered, marked when current. */
  variant?: 'inline' | 'nav';
}

/** A link; the app's router turns `href` into client-side navigation through RouterProvider. */
export function Link({ children, variant = 'inline', ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={link({ variant })}>
      {children}
    </AriaLink>
  );
}
