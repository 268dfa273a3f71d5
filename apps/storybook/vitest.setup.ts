import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const width = import.meta.env.VITE_STORYBOOK_WIDTH as string;

/** Stories that move on every frame (the Lift-off game): run and checked, but not photographed. */
const MOVING = new Set(['screens-public-liftoff--typical']);

/**
 * For the picture: animations and transitions stop, so it shows the story's settled state, and the
 * page is cut to the frame (the first screenful at this width). Chromium does not paint a test
 * frame beyond the runner's own window, so a taller picture would hold blank, unstable parts.
 */
const still = document.createElement('style');
still.textContent = [
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  'html { height: 100vh !important; overflow: hidden !important; }',
].join('\n');

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

/** The page's first screenful, compared with its baseline. */
async function picture() {
  // The Devanagari and Sinhala faces load when first used; a glyph drawn before its face arrives
  // (an avatar's initial) would make the picture differ from run to run.
  await Promise.all(
    ['400', '700'].flatMap((weight) => [
      document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'श'),
      document.fonts.load(`${weight} 16px "Noto Sans Sinhala"`, 'වි'),
    ]),
  );
  await document.fonts.ready;
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(width, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
  });
}
