import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export interface FocusRingOptions {
  /**
   * When the ring shows. By default react-aria's `data-focus-visible` (keyboard focus only);
   * `'&:focus-visible'` on elements react-aria does not manage; `` `${control}[data-focus-visible] &` ``
   * to draw it on a part of a control (a checkbox's box, a switch's track).
   */
  selector?: string;
  /** Pixels between the element and the ring; negative draws it inside (cells of a table that clips). */
  offset?: number;
}

/** The one keyboard focus ring, as style rules a style or recipe includes. */
export function focusRingStyle({
  selector = '&[data-focus-visible]',
  offset = 2,
}: FocusRingOptions = {}): StyleRule {
  return {
    outline: 'none',
    selectors: { [selector]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: offset } },
    '@media': {
      // Windows high contrast draws its own colours: keep a visible system outline.
      '(forced-colors: active)': { selectors: { [selector]: { outline: '2px solid Highlight' } } },
    },
  };
}
