import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The browser's date input in the field's box: digits that keep their width, a pointer on the calendar. */
export const input = style({
  // Not the field box's flex: Chrome then keeps the calendar button at the far end.
  display: 'block',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', padding: vars.space.xsmall },
    '&:disabled::-webkit-calendar-picker-indicator': { cursor: 'not-allowed' },
  },
});
