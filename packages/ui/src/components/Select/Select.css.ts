import { style } from '@vanilla-extract/css';
import { control } from '../../styles/field.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { popoverSurface } from '../../styles/overlay.css.ts';
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

/** The list of options under a select or combo box: at least as wide as the field, scrolling when long. */
export const popover = style([
  popoverSurface,
  { minWidth: 'var(--trigger-width)', maxHeight: 320, overflow: 'auto' },
]);

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

/** An option's picture: as tall as a line of text, before the label (a flag keeps its own shape). */
export const optionImage = style({
  display: 'inline-block',
  height: '1em',
  width: 'auto',
  marginInlineEnd: vars.space.small,
  verticalAlign: '-0.125em',
});
