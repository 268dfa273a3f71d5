import { style } from '@vanilla-extract/css';
import { tooltipSurface } from '../../styles/overlay.css.ts';
import { vars } from '../../theme/theme.css.ts';

/** The drawing's box: the SVG fills its width, the tooltip is placed inside it. */
export const plot = style({ position: 'relative', width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
  '@media': { '(forced-colors: active)': { stroke: 'GrayText' } },
});

export const baseline = style([
  gridLine,
  { stroke: vars.color.borderStrong, '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } } },
]);

export const axisText = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

/** The bars' layer lies exactly over the axes' layer. */
export const barLayer = style({ position: 'absolute', top: 0, left: 0, overflow: 'visible' });

export const bar = style({
  fill: vars.color.accent,
  outline: 'none',
  transition: `fill ${vars.motion.fast}`,
  selectors: { '&[data-active]': { fill: vars.color.accentHover } },
  '@media': {
    '(forced-colors: active)': {
      fill: 'CanvasText',
      selectors: { '&[data-active]': { fill: 'Highlight' } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** Drawn around the focused bar's column: SVG shapes do not draw a CSS outline everywhere. */
export const focusOutline = style({
  fill: 'none',
  stroke: vars.color.focusRing,
  strokeWidth: 2,
  pointerEvents: 'none',
  '@media': { '(forced-colors: active)': { stroke: 'Highlight' } },
});

export const tooltip = style([
  tooltipSurface,
  {
    position: 'absolute',
    zIndex: 1,
    transform: 'translate(-50%, calc(-100% - 8px))',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  },
]);

export const tooltipLabel = style({ fontWeight: vars.fontWeight.bold });
