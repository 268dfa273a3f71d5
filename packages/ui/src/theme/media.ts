import type { StyleRule } from '@vanilla-extract/css';
import { DESKTOP_MIN_WIDTH } from './tokens.ts';

/**
 * The one media query of the specification's breakpoint: it matches the desktop layout, and the
 * phone layout is everything it does not match (sprinkles' conditions, useIsMobile and styles agree).
 */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** A style's `'@media'` entry for the desktop layout: `'@media': desktopMedia({ padding: ... })`. */
export const desktopMedia = (rule: StyleRule): Record<string, StyleRule> => ({ [DESKTOP_MEDIA_QUERY]: rule });
