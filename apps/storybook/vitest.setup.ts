import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const width = import.meta.env.VITE_STORYBOOK_WIDTH as string;

/**
 * After each story's render, play and axe check, in the same render: its picture at this width,
 * compared pixel for pixel with the baseline kept in the repository (baselines/).
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // The whole page, not the first screenful: the frame grows to the page's height (at most 5,000 px)
  // so what lies below the fold is drawn too. Storybook sizes the frame again for the next story.
  const height = Math.min(document.documentElement.scrollHeight, 5000);
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(width, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
  });
});
