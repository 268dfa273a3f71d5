import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import type { AvatarSize } from './Avatar.tsx';

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
    // A photo fills the circle without being stretched.
    objectFit: 'cover',
  },
  variants: {
    size: {
      small: { width: 32, height: 32, fontSize: vars.fontSize.small },
      medium: { width: 44, height: 44, fontSize: vars.fontSize.body },
      large: { width: 96, height: 96, fontSize: vars.fontSize.heading },
    } satisfies Record<AvatarSize, StyleRule>,
  },
});
