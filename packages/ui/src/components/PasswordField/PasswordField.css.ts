import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { vars } from '../../theme/theme.css.ts';

export const revealButton = style([
  focusRingStyle({ selector: '&:focus-visible' }),
  {
    border: 'none',
    background: 'transparent',
    color: vars.color.accent,
    font: 'inherit',
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
  },
]);
