import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A chart's frame: title above, the drawing, the hidden table; tooltips are placed inside it. */
export const figure = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
