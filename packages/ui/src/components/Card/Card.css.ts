import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.low,
  minWidth: 0,
  width: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight });
