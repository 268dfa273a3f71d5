import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/theme.css.ts';
import type { ToastTone } from './Toast.tsx';

/**
 * Top centre, over the app bar: a form's Save is at its end (or in the ActionBar at the bottom of the
 * screen), so a toast there never covers it, however many lines the message takes on a phone.
 */
export const region = style({
  position: 'fixed',
  top: vars.space.small,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(480px, calc(100vw - 32px))',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.elevation.high,
    outline: 'none',
    '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
  },
  variants: {
    tone: {
      success: { background: vars.color.success, color: vars.color.onSuccess },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      error: { background: vars.color.critical, color: vars.color.onCritical },
    } satisfies Record<ToastTone, StyleRule>,
  },
});

export const content = style({ flex: 1, minWidth: 0 });

export const close = style([
  focusRing,
  {
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.fontSize.large,
    cursor: 'pointer',
  },
]);
