import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/theme.css.ts';
import type { ButtonSize, ButtonVariant } from './Button.tsx';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      minHeight: vars.size.touchTarget,
      minWidth: vars.size.touchTarget,
      paddingInline: vars.space.large,
      border: '1px solid transparent',
      borderRadius: vars.radius.medium,
      fontFamily: 'inherit',
      fontSize: vars.fontSize.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      cursor: 'pointer',
      textDecoration: 'none',
      transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
      '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.accentHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.background },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&[data-pressed]': { filter: 'brightness(0.92)' } },
      },
      success: {
        background: vars.color.success,
        color: vars.color.onSuccess,
        selectors: { '&[data-pressed]': { filter: 'brightness(0.92)' } },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.accent,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.accentSurface },
        },
      },
    } satisfies Record<ButtonVariant, StyleRule>,
    size: {
      // Smaller text and padding, never a smaller touch target.
      small: { paddingInline: vars.space.medium, fontSize: vars.fontSize.small },
      medium: {},
      large: { minHeight: 56, paddingInline: vars.space.xlarge, fontSize: vars.fontSize.large },
    } satisfies Record<ButtonSize, StyleRule>,
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});
