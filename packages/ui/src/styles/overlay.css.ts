import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** What every layer floating over the page shares: a shadow, and an edge in forced-colors mode. */
const floating = style({
  boxShadow: vars.elevation.medium,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** The surface of every popover: the date picker's calendar, menus. */
export const popoverSurface = style([
  floating,
  {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
  },
]);

/** The surface of every tooltip: small text, inverted against the page. */
export const tooltipSurface = style([
  floating,
  {
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    borderRadius: vars.radius.small,
    background: vars.color.text,
    color: vars.color.surface,
    fontSize: vars.fontSize.small,
  },
]);
