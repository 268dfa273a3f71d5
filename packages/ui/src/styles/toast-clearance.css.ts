import { createVar } from '@vanilla-extract/css';

/**
 * How far toasts rise from the bottom of the screen to clear what is fixed there: an ActionBar sets
 * it on the document root to its own height while it is on screen, the ToastRegion sits above it.
 */
export const toastClearance = createVar();
