import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
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
