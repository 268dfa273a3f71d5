import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktopMedia } from '../../theme/media.ts';
import { vars } from '../../theme/theme.css.ts';
import type { HeadingLevel, TextSize, TextTone, TextWeight } from './Typography.tsx';

export const heading = recipe({
  base: {
    margin: 0,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.heading, '@media': desktopMedia({ fontSize: vars.fontSize.display }) },
      2: { fontSize: vars.fontSize.xlarge },
      3: { fontSize: vars.fontSize.large },
      4: { fontSize: vars.fontSize.body },
    } satisfies Record<HeadingLevel, StyleRule>,
  },
});

export const text = recipe({
  base: { margin: 0 },
  variants: {
    tone: {
      normal: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.criticalText },
      success: { color: vars.color.successText },
    } satisfies Record<TextTone, StyleRule>,
    size: {
      small: { fontSize: vars.fontSize.small },
      body: { fontSize: vars.fontSize.body },
      large: { fontSize: vars.fontSize.large },
    } satisfies Record<TextSize, StyleRule>,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      bold: { fontWeight: vars.fontWeight.bold },
    } satisfies Record<TextWeight, StyleRule>,
  },
});
