import { style } from '@vanilla-extract/css';
import { control } from '../../styles/field.css.ts';
import { DESKTOP_MEDIA_QUERY } from '../../theme/media.ts';
import { vars } from '../../theme/theme.css.ts';

/**
 * A compact field: a 44 px target as wide as the chosen language's name (its short name on a
 * phone), with our chevron; the field's focus ring shows while the select inside has focus.
 */
export const frame = style([
  control,
  {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    width: 'auto',
    minWidth: vars.size.touchTarget,
    paddingInline: vars.space.small,
    gap: vars.space.xsmall,
    fontSize: vars.fontSize.small,
    // The app may serve the names' few glyphs as a face of their own, so a page in one script does
    // not fetch the other scripts' whole fonts just to name them; else the theme's fonts draw them.
    fontFamily: `'Language Names', ${vars.font.body}`,
  },
]);

export const face = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  whiteSpace: 'nowrap',
});

export const wholeName = style({
  display: 'none',
  '@media': { [DESKTOP_MEDIA_QUERY]: { display: 'inline' } },
});

export const shortName = style({ '@media': { [DESKTOP_MEDIA_QUERY]: { display: 'none' } } });

export const chevron = style({ color: vars.color.text });

/** The select itself covers the whole field, unseen: a tap anywhere opens the phone's picker. */
export const select = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  margin: 0,
  // 16 px keeps a phone's browser from zooming in on focus.
  fontSize: '16px',
});
