import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: vars.space.large,
  paddingBlock: vars.space.medium,
});

export const size = style({ width: 120 });
export const range = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  alignSelf: 'center',
});
export const buttons = style({ display: 'flex', gap: vars.space.small });
