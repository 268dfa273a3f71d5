import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { vars } from '../../theme/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const card = style({
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.small,
  overflowWrap: 'anywhere',
});

export const titleButton = style([
  title,
  // A plain <button>, which react-aria does not mark with data-focus-visible.
  focusRingStyle({ selector: '&:focus-visible' }),
  {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.accent,
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const details = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });
export const detail = recipe({
  base: { display: 'flex', justifyContent: 'space-between', gap: vars.space.medium },
  variants: {
    // Long text goes under its name, from the start of the line.
    long: { true: { flexDirection: 'column', gap: vars.space.xxsmall }, false: {} },
  },
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const value = recipe({
  // Wraps inside a word too long for the card rather than widening the page.
  base: { margin: 0, fontSize: vars.fontSize.small, minWidth: 0, overflowWrap: 'anywhere' },
  variants: { long: { true: { textAlign: 'start' }, false: { textAlign: 'end' } } },
});
