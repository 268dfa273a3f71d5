import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const segments = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const segment = style([
  focusRing,
  {
    minHeight: 36,
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    color: vars.color.text,
    selectors: {
      '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
      '&[data-hovered]:not([data-selected])': { background: vars.color.accentSurface },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { '&[data-selected]': { outline: '2px solid Highlight' } } },
    },
  },
]);
