import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const placeholders = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });
export const previewCaption = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const previewText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const previewNote = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
