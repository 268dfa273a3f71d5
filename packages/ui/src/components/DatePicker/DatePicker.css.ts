import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { vars } from '../../theme/theme.css.ts';

// Inside the field's 1 px border, so the field is a touch target tall.
export const input = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  minHeight: `calc(${vars.size.touchTarget} - 2px)`,
});

export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.small,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-type="literal"]': { color: vars.color.textMuted },
  },
});

export const calendarButton = style([
  focusRing,
  {
    minWidth: 36,
    minHeight: 36,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.accentSurface } },
  },
]);

export const dialog = style({ padding: vars.space.medium, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.small,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const cell = style([
  focusRingStyle({ offset: 0 }),
  {
    display: 'grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-hovered]': { background: vars.color.accentSurface },
      '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
      '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, cursor: 'default' },
    },
  },
]);
