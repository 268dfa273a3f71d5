import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  height: '1em',
  marginBlock: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
