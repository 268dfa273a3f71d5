import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const popover = style({
  minWidth: 180,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.elevation.medium,
});

export const menu = style({ padding: vars.space.xsmall, outline: 'none' });

export const item = recipe({
  base: {
    padding: `${vars.space.small} ${vars.space.medium}`,
    minHeight: 40,
    display: 'flex',
    alignItems: 'center',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    selectors: { '&[data-focused]': { background: vars.color.accentSurface } },
    '@media': {
      '(forced-colors: active)': { selectors: { '&[data-focused]': { outline: '2px solid Highlight' } } },
    },
  },
  variants: { tone: { normal: { color: vars.color.text }, critical: { color: vars.color.criticalText } } },
});
