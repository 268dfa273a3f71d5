import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { vars } from '../../theme/theme.css.ts';

export const segments = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

/** The radio button itself is hidden; its label is the segment, showing its state. */
export const radio = style([visuallyHidden]);

export const segment = style([
  focusRingStyle({ selector: '&:has(:focus-visible)' }),
  {
    position: 'relative',
    minHeight: vars.size.touchTarget,
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    color: vars.color.text,
    selectors: {
      '&:has(:checked)': { background: vars.color.accent, color: vars.color.onAccent },
      '&:hover:not(:has(:checked))': { background: vars.color.accentSurface },
      '&:has(:disabled)': { cursor: 'default' },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { '&:has(:checked)': { outline: '2px solid Highlight' } } },
    },
  },
]);
