import { style } from '@vanilla-extract/css';
import { hiddenToggle, inlineControl } from '../../styles/field.css.ts';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { vars } from '../../theme/theme.css.ts';

export const root = style([inlineControl]);

export const input = style([hiddenToggle]);

/** The drawn track beside the label, following the native switch just before it. */
export const track = style([
  focusRingStyle({ selector: `${input}:focus-visible + &` }),
  {
    position: 'relative',
    width: 40,
    height: 24,
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: `background-color ${vars.motion.fast}`,
    selectors: { [`${input}:checked + &`]: { background: vars.color.accent } },
    '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
  },
]);

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${input}:checked + ${track} &`]: { transform: 'translateX(16px)' } },
  '@media': { '(forced-colors: active)': { background: 'ButtonText' } },
});
