import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.accentSurface,
    color: vars.color.accent,
    fontWeight: vars.fontWeight.bold,
    overflow: 'hidden',
  },
  variants: {
    size: {
      small: { width: 32, height: 32, fontSize: vars.fontSize.small },
      medium: { width: 44, height: 44, fontSize: vars.fontSize.body },
      large: { width: 96, height: 96, fontSize: vars.fontSize.heading },
    },
  },
});

export const image = style({ objectFit: 'cover' });
