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

export const lights = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const light = recipe({
  base: {
    width: '1.8em',
    height: '1.8em',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.borderStrong}`,
    '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
  },
  variants: {
    // White is a good lift and red no lift, as on every competition platform.
    good: {
      true: { background: platformColours.goodLight, boxShadow: `0 0 12px ${vars.color.borderStrong}` },
      false: { background: vars.color.critical, borderColor: vars.color.critical },
      off: { background: 'transparent' },
    },
  },
});

// A reason card is a small coloured square on the referee's red light.
const cardBase = style({
  display: 'block',
  width: '0.7em',
  height: '0.7em',
  margin: '0.55em auto 0',
  border: `1px solid ${platformColours.cardEdge}`,
});
export const card = styleVariants(platformColours.reasonCard, (colour) => [cardBase, { background: colour }]);

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
