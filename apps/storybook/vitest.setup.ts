import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const width = import.meta.env.VITE_STORYBOOK_WIDTH as string;

/** Stories that move on every frame (the Lift-off game): run and checked, but not photographed. */
const MOVING = new Set(['screens-public-liftoff--typical']);

/** Animations and transitions stop for the picture, so it shows the story's settled state. */
const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/**
 * After each story's render, play and axe check, in the same render: its picture at this width,
 * compared pixel for pixel with the baseline kept in the repository (baselines/).
 */
afterEach(async (context) => {
  if (
    context.task.result?.state === 'fail' ||
    MOVING.has(String((context.task.meta as { storyId?: string }).storyId))
  )
    return;
  document.head.append(still);
  try {
    await picture();
  } finally {
    still.remove();
  }
});

/** The page at its full height, compared with its baseline. */
async function picture() {
  await document.fonts.ready;
  // The whole page, not the first screenful: the frame grows to the page's height (at most 5,000 px)
  // so what lies below the fold is drawn too. Storybook sizes the frame again for the next story.
  const height = Math.min(document.documentElement.scrollHeight, 5000);
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(width, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
  });
}
