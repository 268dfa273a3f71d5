import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../styles/focus-ring.ts';
import { tooltipSurface } from '../../styles/overlay.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  maxWidth: 560,
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
  containerType: 'inline-size',
});

/**
 * Previous, month, year, next in one row; in a narrow column the selectors above the arrows, the
 * month wider than the year, so the longest month ('September') shows whole on a 360 px phone.
 */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 3fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
  '@container': {
    '(max-width: 419px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const previous = style({
  display: 'flex',
  '@container': { '(max-width: 419px)': { gridRow: 2, gridColumn: 1, justifySelf: 'start' } },
});

export const next = style({
  display: 'flex',
  '@container': { '(max-width: 419px)': { gridRow: 2, gridColumn: 2, justifySelf: 'end' } },
});

export const selector = style({ minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: vars.space.xsmall,
  outline: 'none',
});

export const weekday = style({
  paddingBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const blank = style({ padding: 0 });

export const day = style([
  // A plain table cell, which react-aria does not mark with data-focus-visible.
  focusRingStyle({ selector: '&:focus-visible' }),
  {
    position: 'relative',
    height: 48,
    padding: 0,
    textAlign: 'center',
    verticalAlign: 'middle',
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'default',
    transition: `box-shadow ${vars.motion.fast}`,
    selectors: {
      '&[data-state="present"]': {
        background: vars.color.success,
        borderColor: vars.color.success,
        color: vars.color.onSuccess,
        fontWeight: vars.fontWeight.bold,
      },
      '&[data-state="absent"]': {
        background: vars.color.critical,
        borderColor: vars.color.critical,
        color: vars.color.onCritical,
      },
      '&[data-state="future"]': { color: vars.color.textMuted, borderStyle: 'dashed' },
      '&[data-state="before"]': { color: vars.color.textMuted },
      '&[data-today]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
      '&[data-today][data-state="present"], &[data-today][data-state="absent"]': {
        boxShadow: `inset 0 0 0 2px ${vars.color.surface}`,
      },
    },
    '@media': {
      '(forced-colors: active)': { border: '1px solid CanvasText' },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
]);

export const dayNumber = style({ display: 'block', fontSize: vars.fontSize.body, lineHeight: 1.1 });

/** ✓ or ✕ under the number, so the state does not rest on colour alone. */
export const mark = style({
  display: 'block',
  minHeight: '1em',
  fontSize: vars.fontSize.small,
  lineHeight: 1,
});

/** Holds the grid and its tooltips, which are placed over it from the day's position. */
export const gridArea = style({ position: 'relative' });

const above = `calc(-100% - ${vars.space.xsmall})`;

/**
 * A present day's punches, outside the day's cell (so the cell's name is not its visible text),
 * shown over the day: `left`/`top` come from the day's place in the grid area.
 */
export const tooltip = style([
  tooltipSurface,
  {
    position: 'absolute',
    zIndex: 2,
    display: 'none',
    minWidth: 140,
    padding: `${vars.space.small} ${vars.space.medium}`,
    transform: `translate(-50%, ${above})`,
    fontWeight: vars.fontWeight.regular,
    lineHeight: vars.lineHeight.body,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-active]': { display: 'block' },
      // The first and last columns open inwards so the tooltip stays over the calendar.
      '&[data-column="0"]': { transform: `translate(0, ${above})` },
      '&[data-column="6"]': { transform: `translate(-100%, ${above})` },
    },
  },
]);

export const tooltipTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const tooltipList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  lineHeight: 1,
  selectors: {
    '&[data-state="present"]': { background: vars.color.success, color: vars.color.onSuccess },
    '&[data-state="absent"]': { background: vars.color.critical, color: vars.color.onCritical },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
