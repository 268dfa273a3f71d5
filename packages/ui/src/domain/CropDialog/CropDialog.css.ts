import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Where the image is moved and zoomed; react-easy-crop fills it (its own style sheet is not injected). */
export const stage = style({
  position: 'relative',
  height: 300,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  '@media': { 'screen and (max-width: 599px)': { height: 220 } },
});

export const cropContainer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  userSelect: 'none',
  touchAction: 'none',
  cursor: 'move',
});

export const cropMedia = style({
  position: 'absolute',
  inset: 0,
  maxWidth: '100%',
  maxHeight: '100%',
  margin: 'auto',
  willChange: 'transform',
});

/** The frame: everything outside it is dimmed by the theme's overlay colour. */
export const cropArea = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.surfaceRaised}`,
  boxShadow: `0 0 0 9999em ${vars.color.overlay}`,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focusRing, borderStyle: 'dashed', borderWidth: 3 },
  },
  '@media': {
    '(forced-colors: active)': {
      border: '2px solid CanvasText',
      selectors: { '&:focus-visible': { borderColor: 'Highlight' } },
    },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const sliderHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const sliderOutput = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  height: 28,
  width: '100%',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      height: 4,
      marginTop: -2,
      borderRadius: vars.radius.full,
      background: vars.color.borderStrong,
    },
  },
});

export const trackFill = style({
  position: 'absolute',
  left: 0,
  top: '50%',
  height: 4,
  marginTop: -2,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});

export const thumb = style({
  top: '50%',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  border: `2px solid ${vars.color.surfaceRaised}`,
  boxShadow: vars.elevation.low,
  selectors: {
    '&[data-dragging]': { background: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': {
    '(forced-colors: active)': {
      background: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outline: '2px solid Highlight' } },
    },
  },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.criticalText });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
