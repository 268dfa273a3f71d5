import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { popoverSurface } from '../../styles/overlay.css.ts';
import { vars } from '../../theme/theme.css.ts';
import type { MenuItemTone } from './Menu.tsx';

export const popover = style([popoverSurface, { minWidth: 180 }]);

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
  variants: {
    tone: {
      normal: { color: vars.color.text },
      critical: { color: vars.color.criticalText },
    } satisfies Record<MenuItemTone, StyleRule>,
  },
});
