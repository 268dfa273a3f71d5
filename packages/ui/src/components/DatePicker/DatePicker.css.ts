import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The browser's date input in the field's box: digits that keep their width, a pointer on the calendar. */
export const input = style({
  // Not the field box's flex: Chrome then keeps the calendar button at the far end.
  display: 'block',
  fontVariantNumeric: 'tabular-nums',
  // Two date fields side by side at 360 px leave each about 140 px: the field's usual 12 px
  // padding and a padded calendar button would cut the last digit of 'mm/dd/yyyy'.
  paddingInline: vars.space.small,
  selectors: {
    '&::-webkit-calendar-picker-indicator': {
      cursor: 'pointer',
      padding: 0,
      marginInlineStart: vars.space.xxsmall,
    },
    '&:disabled::-webkit-calendar-picker-indicator': { cursor: 'not-allowed' },
  },
});

/** Bikram Sambat's year, month and day side by side, wrapping under each other in a narrow column. */
export const parts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** Each part as wide as its longest option ('Mangsir', '2083'), at least a touch target wide. */
export const part = style({ width: 'auto', flex: '1 0 auto', minWidth: '5.5em' });

export const time = style({ flex: '1 0 auto', width: 'auto', fontVariantNumeric: 'tabular-nums' });

/** The BS parts' group: a fieldset without the browser's frame, laid out as any field. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, float: 'left', width: '100%' });

/** Where BS's fields come while their code loads: a label's and a control's height. */
export const pending = style({ minHeight: '4.5rem' });
