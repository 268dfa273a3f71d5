import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
});
export const figure = style({ display: 'flex', flexDirection: 'column' });
export const figureName = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const encoding = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
