import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: 760,
  padding: vars.space.xlarge,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  '@media': {
    print: { maxWidth: 'none', border: 'none', padding: 0, background: 'white', color: 'black' },
  },
});

// Printing a page that shows a sheet (an invoice, a receipt) prints the sheet alone: nothing of the
// app around it. The sheet's own rule names body:has() too, so it outweighs the rule that hides the rest.
const printing = `body:has(${sheet})`;
globalStyle(`${printing} *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printing} ${sheet}, ${printing} ${sheet} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`${printing} ${sheet}`, {
  '@media': { print: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});
export const logo = style({ maxWidth: 120, maxHeight: 60, objectFit: 'contain' });
export const gymName = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const meta = style({ marginInlineStart: 'auto', textAlign: 'end' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.medium });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.small,
});

export const totals = style({
  width: '100%',
  maxWidth: 360,
  marginInlineStart: 'auto',
  borderCollapse: 'collapse',
});
globalStyle(`${totals} th`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.xsmall} 0`,
});
globalStyle(`${totals} td`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const dueRow = style({
  borderTop: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.bold,
});
export const due = style({ color: vars.color.criticalText, fontWeight: vars.fontWeight.bold });
export const cleared = style({ color: vars.color.successText, fontWeight: vars.fontWeight.bold });

export const payments = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });
globalStyle(`${payments} th, ${payments} td`, {
  textAlign: 'start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const amountColumn = style({});
globalStyle(`${payments} ${amountColumn}`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
