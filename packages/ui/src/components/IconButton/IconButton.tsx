import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { iconButton } from './IconButton.css.ts';

export const iconButtonTones = ['neutral', 'critical'] as const;
export type IconButtonTone = (typeof iconButtonTones)[number];

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** The button has only an icon: this names it for everyone who cannot see the icon. */
  label: string;
  children: ReactNode;
  tone?: IconButtonTone;
}

export function IconButton({ label, children, tone = 'neutral', ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={iconButton({ tone })}>
      <span aria-hidden="true">{children}</span>
    </AriaButton>
  );
}

export interface IconLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** The link has only an icon: this names it for everyone who cannot see the icon. */
  label: string;
  children: ReactNode;
  tone?: IconButtonTone;
}

/** An icon that goes somewhere (a WhatsApp chat): an IconButton's look, a link's behaviour. */
export function IconLink({ label, children, tone = 'neutral', ...props }: IconLinkProps) {
  return (
    <AriaLink {...props} aria-label={label} className={iconButton({ tone })}>
      <span aria-hidden="true">{children}</span>
    </AriaLink>
  );
}
