import { style } from '@vanilla-extract/css';
import { control } from '../../styles/field.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const trigger = style([
  control,
  focusRing,
  { justifyContent: 'space-between', gap: vars.space.small, cursor: 'pointer', textAlign: 'start' },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.elevation.medium,
});

export const listBox = style({ outline: 'none', padding: vars.space.xsmall });

export const option = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSurface },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-focused]': { outline: '2px solid Highlight' } } },
  },
});
