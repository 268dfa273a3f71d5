import { style } from '@vanilla-extract/css';
import { focusRingStyle } from './focus-ring.ts';

/** The keyboard focus ring of a react-aria control that draws it around itself. */
export const focusRing = style(focusRingStyle());

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
