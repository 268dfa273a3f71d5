import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const placeholders = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
