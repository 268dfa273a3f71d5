import { style } from '@vanilla-extract/css';
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

export const title = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.small });

export const titleButton = style([
  title,
  // A plain <button>, which react-aria does not mark with data-focus-visible.
  focusRingStyle({ selector: '&:focus-visible' }),
  {
    display: 'block',
    width: '100%',
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
export const detail = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.medium });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const value = style({ margin: 0, textAlign: 'end', fontSize: vars.fontSize.small, minWidth: 0 });
