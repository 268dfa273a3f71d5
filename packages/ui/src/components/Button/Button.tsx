import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonVariants, button } from './Button.css.ts';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'critical', 'success', 'quiet'] as const;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: (typeof BUTTON_VARIANTS)[number];
  size?: (typeof BUTTON_SIZES)[number];
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
  const variants: ButtonVariants = { variant, size, fullWidth };
  return (
    <AriaButton {...props} isPending={isPending} className={button(variants)}>
      {isPending && pendingLabel ? pendingLabel : children}
    </AriaButton>
  );
}
