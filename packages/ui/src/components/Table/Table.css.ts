import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { vars } from '../../theme/theme.css.ts';
import type { TableAlignment } from './Table.tsx';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const header = style({ background: vars.color.background });

const aligned = {
  start: { textAlign: 'start' },
  end: { textAlign: 'end' },
} satisfies Record<TableAlignment, StyleRule>;

// A long text column: half the width, and wrapping inside words so one long word cannot widen the table.
const longText = {
  true: { width: '50%', minWidth: '12rem', overflowWrap: 'anywhere' },
  false: {},
} satisfies Record<'true' | 'false', StyleRule>;

// Inside the cell or row: the scrolling table would clip a ring drawn outside.
const insetFocusRing = focusRingStyle({ offset: -2 });

export const column = recipe({
  base: [
    insetFocusRing,
    {
      padding: `${vars.space.medium} ${vars.space.medium}`,
      fontWeight: vars.fontWeight.bold,
      whiteSpace: 'nowrap',
      borderBottom: `1px solid ${vars.color.border}`,
      selectors: { '&[data-allows-sorting]': { cursor: 'pointer' } },
    },
  ],
  variants: { align: aligned, long: longText },
});

export const columnTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const sortArrow = style({ fontSize: '0.7em', color: vars.color.textMuted });

export const body = style({});

export const row = recipe({
  base: [
    insetFocusRing,
    { selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } } },
  ],
  variants: {
    clickable: {
      true: { cursor: 'pointer', selectors: { '&[data-hovered]': { background: vars.color.accentSurface } } },
      false: {},
    },
  },
});

export const cell = recipe({
  base: [insetFocusRing, { padding: `${vars.space.medium} ${vars.space.medium}`, verticalAlign: 'middle' }],
  variants: { align: aligned, long: longText },
});

/** A row's header cell in a plain table (a `<th>`): set like the other cells, not bold and centred. */
export const rowHeader = style({ fontWeight: vars.fontWeight.regular });
