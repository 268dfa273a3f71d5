import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style([
  focusRing,
  {
    padding: `${vars.space.small} ${vars.space.large}`,
    minHeight: vars.size.touchTarget,
    display: 'inline-flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    color: vars.color.textMuted,
    borderBottom: '3px solid transparent',
    selectors: {
      '&[data-selected]': {
        color: vars.color.text,
        borderBottomColor: vars.color.accent,
        fontWeight: vars.fontWeight.medium,
      },
      '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { '&[data-selected]': { borderBottomColor: 'Highlight' } } },
    },
  },
]);

export const panel = style([focusRing, { borderRadius: vars.radius.small }]);
