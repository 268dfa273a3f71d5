import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large });
export const hint = style({ margin: 0, color: vars.color.textMuted });
