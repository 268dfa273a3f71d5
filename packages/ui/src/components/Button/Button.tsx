import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'critical', 'success', 'quiet'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
  /** Shown instead of the children while `isPending`, e.g. 'Logging in...'. */
  pendingLabel?: string;
}

/** A button: react-aria's press handling (mouse, touch, keyboard) in the design system's styles. */
export function Button({
  variant,
  size,
  fullWidth,
  children,
  pendingLabel,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={button({ variant, size, fullWidth })}>
      {isPending && pendingLabel ? pendingLabel : children}
    </AriaButton>
  );
}
