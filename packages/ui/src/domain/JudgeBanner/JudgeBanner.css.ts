import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { platformColours } from '../../theme/colours.ts';
import { DESKTOP_MEDIA_QUERY, desktopMedia } from '../../theme/media.ts';
import { vars } from '../../theme/theme.css.ts';

export const hidden = visuallyHidden;

export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    // The platform's label stays just above the lifter rather than at the banner's top edge.
    alignContent: 'center',
    gap: vars.space.large,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  variants: {
    size: {
      small: { minHeight: 100, fontSize: vars.fontSize.small },
      medium: { minHeight: 200, fontSize: vars.fontSize.body },
      large: {
        minHeight: 300,
        fontSize: vars.fontSize.large,
        padding: vars.space.medium,
        '@media': desktopMedia({ padding: vars.space.xlarge }),
      },
    },
  },
});

export const message = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const lifter = style({ flex: '1 1 180px', minWidth: 0 });
export const name = style({
  margin: 0,
  fontSize: '1.5em',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const details = style({ margin: 0, color: vars.color.textMuted });

export const attempts = style({ borderCollapse: 'separate', borderSpacing: 4 });
export const currentRow = style({ fontWeight: vars.fontWeight.bold });
export const liftLabel = style({
  textAlign: 'start',
  paddingInlineEnd: vars.space.small,
  fontWeight: 'inherit',
});

export const box = recipe({
  base: {
    // Three boxes and the lift's name fit a 360 px phone; wider screens get roomier boxes.
    minWidth: '3.2em',
    '@media': {
      [DESKTOP_MEDIA_QUERY]: { minWidth: '4.2em' },
      '(forced-colors: active)': { border: '2px solid CanvasText' },
    },
    height: '2em',
    textAlign: 'center',
    borderRadius: vars.radius.small,
    border: `2px solid ${vars.color.borderStrong}`,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    state: {
      empty: { background: vars.color.border, color: vars.color.textMuted },
      pending: { background: vars.color.surfaceRaised, color: vars.color.text },
      good: { background: vars.color.success, color: vars.color.onSuccess, borderColor: vars.color.success },
      failed: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        borderColor: vars.color.critical,
      },
    },
    current: { true: { outline: `3px solid ${vars.color.accent}`, outlineOffset: 1 }, false: {} },
  },
});

// The lights sit in a black housing, the same in both themes (see platformColours).
export const lights = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5em',
  margin: 0,
  padding: '0.5em 0.6em',
  listStyle: 'none',
  background: platformColours.lightHousing,
  borderRadius: vars.radius.medium,
  '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
});

/** One referee: the light, and under it the reason card when they gave one. */
export const lightSlot = style({ display: 'grid', justifyItems: 'center', gap: '0.3em' });

export const light = recipe({
  base: {
    boxSizing: 'border-box',
    width: '2.2em',
    height: '2.2em',
    borderRadius: vars.radius.full,
    '@media': {
      '(forced-colors: active)': { forcedColorAdjust: 'none' },
      '(prefers-reduced-motion: no-preference)': { transition: 'background-color 200ms, box-shadow 200ms' },
    },
  },
  variants: {
    // White is a good lift and red no lift, as on every competition platform; a referee still
    // deciding is a dim dashed ring, never a filled light.
    good: {
      true: {
        background: platformColours.goodLight,
        border: `3px solid ${platformColours.goodLight}`,
        boxShadow: `0 0 0.5em ${platformColours.goodLight}`,
      },
      false: {
        background: platformColours.noLight,
        border: `3px solid ${platformColours.noLight}`,
        boxShadow: `0 0 0.5em ${platformColours.noLight}`,
      },
      off: { background: 'transparent', border: `3px dashed ${platformColours.waitingRing}` },
    },
  },
});

// A reason card: a card as wide as the light under the referee's red light, readable on a stream.
const cardBase = style({
  display: 'block',
  width: '2.2em',
  height: '1.4em',
  borderRadius: vars.radius.small,
  border: `2px solid ${platformColours.cardEdge}`,
});
export const card = styleVariants(platformColours.reasonCard, (colour) => [cardBase, { background: colour }]);

/** The platform's visible name, on a line of its own above its banner. */
export const platformLabel = style({
  flex: '1 0 100%',
  margin: 0,
  fontSize: '0.8em',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const minimalLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

export const total = style({
  margin: 0,
  fontSize: '1.4em',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const totalLabel = style({
  fontSize: '0.6em',
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const minimal = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});
