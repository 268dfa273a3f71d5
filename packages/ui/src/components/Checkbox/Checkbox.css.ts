import { style } from '@vanilla-extract/css';
import { hiddenToggle, inlineControl } from '../../styles/field.css.ts';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { vars } from '../../theme/theme.css.ts';

export const checkbox = style([inlineControl]);

export const input = style([hiddenToggle]);

/** The drawn box beside the label, following the native checkbox just before it. */
export const box = style([
  focusRingStyle({ selector: `${input}:focus-visible + &` }),
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 20,
    height: 20,
    flexShrink: 0,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.onAccent,
    fontSize: vars.fontSize.small,
    lineHeight: 1,
    selectors: {
      [`${input}:checked + &, ${input}:indeterminate + &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      [`${input}:checked + &::after`]: { content: '"✓"' },
      [`${input}:indeterminate + &::after`]: { content: '"–"' },
      [`${input}[aria-invalid] + &`]: { borderColor: vars.color.critical },
    },
    '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
  },
]);

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.large}`,
});
