import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import type { BadgeTone } from './Badge.tsx';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.small,
    minHeight: 22,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
  variants: {
    tone: {
      neutral: { background: vars.color.background, color: vars.color.text, borderColor: vars.color.border },
      accent: { background: vars.color.accentSurface, color: vars.color.accent },
      success: { background: vars.color.successSurface, color: vars.color.successText },
      warning: { background: vars.color.warningSurface, color: vars.color.warningText },
      critical: { background: vars.color.criticalSurface, color: vars.color.criticalText },
    } satisfies Record<BadgeTone, StyleRule>,
  },
});
