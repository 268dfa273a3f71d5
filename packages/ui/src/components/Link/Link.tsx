import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css.ts';

/** 'inline' inside text; 'nav' for navigation bars: no underline until hovered, marked when current. */
export const linkVariants = ['inline', 'nav'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: LinkVariant;
}

/** A link; the app's router turns `href` into client-side navigation through RouterProvider. */
export function Link({ children, variant = 'inline', ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={link({ variant })}>
      {children}
    </AriaLink>
  );
}
