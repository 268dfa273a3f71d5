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
      // The logo's own outline: as wide as it is (up to three times its height), nothing cut.
      logo: { borderRadius: vars.radius.small, objectFit: 'contain', background: 'transparent' },
    } satisfies Record<AvatarShape, StyleRule>,
    size: {
      small: { width: 32, height: 32, fontSize: vars.fontSize.small },
      medium: { width: 44, height: 44, fontSize: vars.fontSize.body },
      large: { width: 96, height: 96, fontSize: vars.fontSize.heading },
    } satisfies Record<AvatarSize, StyleRule>,
  },
  // A logo keeps its height and takes the width its picture needs (an initial stays square).
  compoundVariants: (
    [
      ['small', 32],
      ['medium', 44],
      ['large', 96],
    ] as const
  ).map(([size, height]) => ({
    variants: { shape: 'logo' as const, size },
    style: { width: 'auto', minWidth: height, maxWidth: height * 3 },
  })),
});
