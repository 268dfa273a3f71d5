import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { desktopMedia } from '../../theme/media.ts';
import { vars } from '../../theme/theme.css.ts';

/** Where the image is moved and zoomed; react-easy-crop fills it (its own style sheet is not injected). */
export const stage = style({
  position: 'relative',
  height: 220,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  '@media': desktopMedia({ height: 300 }),
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
export const cropArea = style([
  // Over the frame's own border: the stage clips whatever lies outside the frame.
  focusRingStyle({ selector: '&:focus-visible', offset: -2 }),
  {
    position: 'absolute',
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.surfaceRaised}`,
    boxShadow: `0 0 0 9999em ${vars.color.overlay}`,
    overflow: 'hidden',
    '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
  },
]);

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

export const thumb = style([
  focusRing,
  {
    top: '50%',
    width: 22,
    height: 22,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    border: `2px solid ${vars.color.surfaceRaised}`,
    boxShadow: vars.elevation.low,
    selectors: { '&[data-dragging]': { background: vars.color.accentHover } },
    '@media': { '(forced-colors: active)': { background: 'ButtonText' } },
  },
]);

export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.criticalText });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
