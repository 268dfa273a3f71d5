import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const openButton = style([
  focusRing,
  {
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    padding: vars.space.small,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
  },
]);
