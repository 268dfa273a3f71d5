import { style } from '@vanilla-extract/css';
import { control } from '../../styles/field.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const frame = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/** A compact field: a 44 px target wide enough for the longest native name, with our chevron. */
export const select = style([
  control,
  {
    appearance: 'none',
    cursor: 'pointer',
    width: 'auto',
    paddingInlineStart: vars.space.small,
    paddingInlineEnd: `calc(${vars.space.small} + 1.25em)`,
    fontSize: vars.fontSize.small,
    // The app may serve the names' few glyphs as a face of their own, so a page in one script does
    // not fetch the other scripts' whole fonts just to name them; else the theme's fonts draw them.
    fontFamily: `'Language Names', ${vars.font.body}`,
    '@media': { '(forced-colors: active)': { appearance: 'auto', paddingInlineEnd: vars.space.small } },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text,
  '@media': { '(forced-colors: active)': { display: 'none' } },
});
