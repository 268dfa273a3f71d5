import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Holds the select with its chevron, and the chosen option's picture, over it. */
export const frame = style({ position: 'relative', display: 'flex', width: '100%' });

const chevronSpace = `calc(${vars.space.medium} + 1.5em)`;
const imageSpace = `calc(${vars.space.medium} + 1.5em + ${vars.space.small})`;

/** The browser's select in the field's box; its own arrow replaced by ours, the same in both themes. */
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: chevronSpace,
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-with-image]': { paddingInlineStart: imageSpace },
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': { '(forced-colors: active)': { appearance: 'auto', paddingInlineEnd: vars.space.medium } },
});

const overSelect = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
} as const;

export const chevron = style({
  ...overSelect,
  insetInlineEnd: vars.space.medium,
  color: vars.color.text,
  '@media': { '(forced-colors: active)': { display: 'none' } },
});

/** The chosen option's picture (a flag): as tall as a line of text, keeping its own shape. */
export const chosenImage = style({
  ...overSelect,
  insetInlineStart: vars.space.medium,
  height: '1em',
  width: 'auto',
  maxWidth: '1.5em',
});
