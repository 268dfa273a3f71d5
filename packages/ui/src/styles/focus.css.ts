import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The one keyboard focus ring (react-aria sets data-focus-visible only for keyboard focus). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    // Windows high contrast draws its own colours: keep a visible system outline.
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outline: '2px solid Highlight' } },
    },
  },
});

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
