import { keyframes, style } from '@vanilla-extract/css';
import { desktopMedia } from '../../theme/media.ts';
import { vars } from '../../theme/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 60,
  paddingInline: vars.space.large,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
  whiteSpace: 'nowrap',
});

/**
 * A long gym name gives way so the branch badge beside it stays on screen: on a phone it takes a
 * second line before it ends in an ellipsis ('Everest Fitness' whole at 360 px beside the menu,
 * the badge and the language), on a desktop one line.
 */
export const brandName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'normal',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  '@media': desktopMedia({ display: 'block', whiteSpace: 'nowrap', WebkitLineClamp: 'unset' }),
});

/** The badge keeps its size, up to half the brand's room, then clips too. */
export const brandBadge = style({ display: 'flex', flexShrink: 0, maxWidth: '50%', overflow: 'hidden' });

export const barLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(300px, 85vw)',
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
  overflowY: 'auto',
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ease-out` } },
  '@media': { '(forced-colors: active)': { borderInlineEnd: '1px solid CanvasText' } },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  outline: 'none',
});

export const drawerLinks = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Shown below the desktop breakpoint only (the menu button of the 'auto' layout). */
export const phoneOnly = style({ display: 'contents', '@media': desktopMedia({ display: 'none' }) });

/** Shown from the desktop breakpoint only (the bar's links of the 'auto' layout). */
export const desktopOnly = style({ display: 'none', '@media': desktopMedia({ display: 'block' }) });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  padding: vars.space.large,
  '@media': desktopMedia({ padding: vars.space.xlarge }),
});

export const siteFooter = style({
  padding: `${vars.space.large} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
