import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoDarkThemeViolations } from './dark-theme-axe.ts';
import { unansweredCalls } from './src/fixtures/mock-api.ts';

const width = import.meta.env.VITE_STORYBOOK_WIDTH as string;
// The pass that runs axe once more with the dark theme on (vitest.config.ts sets it).
const darkThemeAxe = import.meta.env.VITE_STORYBOOK_DARK_AXE === 'on';

/** Stories that move on every frame (the Lift-off game, in every language): run and checked, not photographed. */
const isMoving = (storyId: string) => storyId.startsWith('screens-public-liftoff--');

/** Animations and transitions stop, so the story shows its settled state. */
const motionless = document.createElement('style');
motionless.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/**
 * For the picture, the page is also cut to the frame (the first screenful at this width). Chromium
 * does not paint a test frame beyond the runner's own window, so a taller picture would hold
 * blank, unstable parts.
 */
const framed = document.createElement('style');
framed.textContent = 'html { height: 100vh !important; overflow: hidden !important; }';

/**
 * After each story's render, play and axe check, in the same render: the screen is whole, its
 * picture at this width matches the baseline kept in the repository (baselines/) and, in the
 * dark-theme axe pass, axe finds nothing with the dark theme switched on.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  expectScreenWhole();
  const storyId = String((context.task.meta as { storyId?: string }).storyId);
  document.head.append(motionless);
  try {
    if (!isMoving(storyId)) await framedPicture(storyId);
    if (darkThemeAxe) await expectNoDarkThemeViolations();
  } finally {
    motionless.remove();
  }
});

async function framedPicture(storyId: string) {
  document.head.append(framed);
  try {
    await picture(storyId);
  } finally {
    framed.remove();
  }
}

/** The page's first screenful, compared with its baseline. */
async function picture(storyId: string) {
  // The Devanagari and Sinhala faces load when first used; a glyph drawn before its face arrives
  // (an avatar's initial) would make the picture differ from run to run.
  await Promise.all(
    ['400', '700'].flatMap((weight) => [
      document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'श'),
      document.fonts.load(`${weight} 16px "Noto Sans Sinhala"`, 'වි'),
    ]),
  );
  await document.fonts.ready;
  // A part fetched on demand (ResponsiveList's table) shows in its settled screen.
  await expect.poll(() => document.querySelector('[data-on-demand-pending]')).toBeNull();
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(width, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: allowedMismatch(storyId) },
  });
}

/**
 * A story passes only when the screen really rendered: every API call it made was answered by a
 * handler, and no screen fell into the error boundary's 'Oops!' page.
 */
function expectScreenWhole() {
  const unanswered = unansweredCalls();
  if (unanswered.length > 0) throw new Error(`no mock handler answered: ${unanswered.join(', ')}`);
  const heading = document.querySelector('h1')?.textContent ?? '';
  if (heading.startsWith('Oops')) throw new Error(`the screen failed and shows '${heading}'`);
}

/**
 * Nearly exact pictures. Chromium draws a few glyph edges differently from run to run (8-16 pixels
 * seen on a chart's labels), and the Hard screens' Devanagari and Sinhala avatar initials a few
 * hundred, even with the faces loaded. The allowances stay far below what a one-pixel token change
 * moves on any story (thousands of pixels: every line of text below it shifts).
 */
const allowedMismatch = (storyId: string) => (storyId.endsWith('--hard') ? 800 : 150);
