import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.small,
  boxShadow: vars.elevation.medium,
  whiteSpace: 'pre-line',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
