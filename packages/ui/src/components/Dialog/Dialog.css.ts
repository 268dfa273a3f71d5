import { keyframes, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import type { DialogSize } from './Dialog.tsx';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal}` } },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.elevation.high,
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    size: {
      normal: { maxWidth: 480 },
      wide: { maxWidth: 760 },
    } satisfies Record<DialogSize, StyleRule>,
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  outline: 'none',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
