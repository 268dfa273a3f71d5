import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const snippet = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const code = style({
  margin: 0,
  padding: vars.space.medium,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  // Long addresses wrap instead of widening the page on a phone.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minWidth: 0,
});
