import type { StyleRule } from '@vanilla-extract/css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { tooltipSurface } from '../../styles/overlay.css.ts';
import { vars } from '../../theme/theme.css.ts';
import type { IconButtonTone } from './IconButton.tsx';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-grid',
      placeItems: 'center',
      width: vars.size.touchTarget,
      height: vars.size.touchTarget,
      // A crowded bar must not squeeze it below a touch target.
      flexShrink: 0,
      border: 'none',
      borderRadius: vars.radius.full,
      background: 'transparent',
      fontSize: vars.fontSize.large,
      cursor: 'pointer',
      selectors: {
        '&[data-hovered], &[data-pressed]': { background: vars.color.accentSurface },
        '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      critical: { color: vars.color.criticalText },
    } satisfies Record<IconButtonTone, StyleRule>,
  },
});

/** Holds the control and its shown label, placed against the control. */
export const named = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/**
 * The shown label: above the control, its end against the control's end (row actions sit at the
 * end of a row, so it stays on screen). Shown on keyboard focus, and on hover only where the
 * pointer hovers (a tap on a phone leaves no tooltip behind).
 */
export const tip = style([
  tooltipSurface,
  {
    position: 'absolute',
    bottom: `calc(100% + ${vars.space.xsmall})`,
    insetInlineEnd: 0,
    zIndex: 60,
    display: 'none',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    selectors: {
      [`${named}:has(:focus-visible):not([data-dismissed]) &`]: { display: 'block' },
    },
    '@media': {
      '(hover: hover)': {
        selectors: { [`${named}:hover:not([data-dismissed]) &`]: { display: 'block' } },
      },
    },
  },
]);
