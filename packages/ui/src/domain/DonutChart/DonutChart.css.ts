import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import type { DonutTone } from './donut.ts';

/** Ring and legend side by side; the legend goes under the ring in a narrow column. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xlarge,
});

export const svg = style({ display: 'block', flexShrink: 0, maxWidth: '100%', height: 'auto' });

// Status tones are the theme's meaning colours; the others are its chart palette.
const toneColour: Record<DonutTone, string> = {
  success: vars.color.success,
  critical: vars.color.critical,
  muted: vars.color.textMuted,
  ...vars.chart,
};

/** A recipe's tone variants: every tone's rule, made from its colour. */
const tonesAs = (ruleFor: (colour: string) => StyleRule) =>
  Object.fromEntries(Object.entries(toneColour).map(([tone, colour]) => [tone, ruleFor(colour)])) as Record<
    DonutTone,
    StyleRule
  >;

export const slice = recipe({
  base: {
    stroke: vars.color.surface,
    strokeWidth: 1,
    transition: `opacity ${vars.motion.fast}`,
    selectors: { '[data-highlight] &:not([data-active])': { opacity: 0.35 } },
    '@media': {
      '(forced-colors: active)': { stroke: 'Canvas' },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: { tone: tonesAs((colour) => ({ fill: colour })) },
});

export const centreValue = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const centreLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  fontSize: vars.fontSize.small,
});

export const legendItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  selectors: { '&[data-active]': { background: vars.color.background } },
});

export const swatch = recipe({
  base: {
    width: 12,
    height: 12,
    borderRadius: vars.radius.small,
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: { tone: tonesAs((colour) => ({ background: colour })) },
});

export const legendLabel = style({ overflowWrap: 'anywhere' });

export const legendValue = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
