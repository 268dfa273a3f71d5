import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import type { AvatarShape, AvatarSize } from './Avatar.tsx';

export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    background: vars.color.accentSurface,
    color: vars.color.accent,
    fontWeight: vars.fontWeight.bold,
    overflow: 'hidden',
  },
  variants: {
    shape: {
      // A photo fills the circle without being stretched.
      circle: { borderRadius: vars.radius.full, objectFit: 'cover' },
      // The whole picture, corners and all, on a white ground with a frame: a QR code stays scannable.
      square: {
        borderRadius: vars.radius.small,
        objectFit: 'contain',
        background: '#ffffff',
        border: `1px solid ${vars.color.border}`,
      },
    } satisfies Record<AvatarShape, StyleRule>,
    size: {
      small: { width: 32, height: 32, fontSize: vars.fontSize.small },
      medium: { width: 44, height: 44, fontSize: vars.fontSize.body },
      large: { width: 96, height: 96, fontSize: vars.fontSize.heading },
    } satisfies Record<AvatarSize, StyleRule>,
  },
});
