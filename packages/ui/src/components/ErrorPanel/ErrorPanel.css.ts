import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSurface,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.criticalText });
export const message = style({ margin: 0 });
