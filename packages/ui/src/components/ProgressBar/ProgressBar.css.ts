import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const root = style({ width: '100%' });

export const track = style({
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const fill = recipe({
  base: {
    height: '100%',
    background: vars.color.accent,
    borderRadius: vars.radius.full,
    '@media': { '(forced-colors: active)': { background: 'Highlight' } },
  },
  variants: {
    // Activity of unknown length: a short bar sliding across (a dimmed full bar without motion).
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.2s ease-in-out infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 } },
      },
      false: {},
    },
  },
});
