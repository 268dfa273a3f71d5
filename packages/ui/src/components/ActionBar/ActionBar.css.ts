import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Stuck to the bottom of the screen while its form scrolls past, so Save is always in reach. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 40,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});
