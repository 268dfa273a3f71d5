import { style } from '@vanilla-extract/css';
import { skeleton } from '../../components/Skeleton/Skeleton.css.ts';
import { vars } from '../../theme/theme.css.ts';

/** A chart's frame: title above, the drawing, the hidden table; tooltips are placed inside it. */
export const figure = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** A chart drawing's stand-in while its code loads: the skeleton's colour and pulse, the drawing's box. */
export const plotPlaceholder = style([skeleton, { width: '100%', marginBlock: 0 }]);

/** The same for a ring (DonutChart's SVG: `size` wide, never wider than its column, square). */
export const ringPlaceholder = style([
  skeleton,
  {
    boxSizing: 'border-box',
    flexShrink: 0,
    maxWidth: '100%',
    height: 'auto',
    aspectRatio: '1',
    marginBlock: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    background: 'none',
  },
]);
