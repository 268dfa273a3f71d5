import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.ts';

/** Desktop and the specification's smallest phone width. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const screenshotsDir = join(import.meta.dirname, '..', '..', '..', '..', 'artifacts', 'screenshots');
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Launches Debian's chromium for one test file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
}

export const baseUrl = () => inject('baseUrl');

/**
 * A fresh page (own storage) at the viewport, with the geolocation the gym form may ask for; on the
 * shared server unless another one's address is given.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  server = baseUrl(),
  /** The browser's own time zone (a reader far from the gym); the machine's unless given. */
  { timezoneId }: { timezoneId?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...(timezoneId ? { timezoneId } : {}),
    viewport: { width: viewport.width, height: viewport.height },
    baseURL: server,
    geolocation: { latitude: 27.7172, longitude: 85.324 },
    permissions: ['geolocation'],
    // No fades: axe measures colour contrast, which a dialog fading in would fail half-way through.
    reducedMotion: 'reduce',
    // Only so the tests can inject axe: the app's own Content-Security-Policy forbids inline scripts.
    bypassCSP: true,
  });
  return context.newPage();
}

/** Counts the page's requests whose address contains `addressPart`, from now on. */
export function countRequests(page: Page, addressPart: string): () => number {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes(addressPart)) requests++;
  });
  return () => requests;
}

/**
 * Nothing wider than the screen: a phone never scrolls sideways. A failure names the innermost
 * elements that reach past the right edge.
 */
export async function expectFitsWidth(page: Page) {
  const { scrollWidth, innerWidth, beyond } = await page.evaluate(() => {
    const edge = window.innerWidth;
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge + 0.5,
    );
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: edge,
      beyond: innermost
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${element.textContent?.slice(0, 30)}"`,
        ),
    };
  });
  expect(
    scrollWidth,
    `page width at ${innerWidth} px on ${page.url()}: ${beyond.join('; ')}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * The x-axis labels of the bar chart named `name` (its figure): some drawn, none overlapping
 * another and none reaching past the screen's edges, measured from their boxes on screen.
 */
export async function expectChartLabelsApart(page: Page, name: string) {
  const figure = page.getByRole('figure', { name });
  // The figure shows at once; its drawing (and so its labels) arrives when the chart's code has loaded.
  await figure.locator('svg text[data-axis-label]').first().waitFor();
  const boxes = await figure.locator('svg text[data-axis-label]').evaluateAll((labels) =>
    labels.map((label) => {
      const box = label.getBoundingClientRect();
      return {
        text: label.textContent ?? '',
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
      };
    }),
  );
  expect(boxes.length, `labels of ${name}`).toBeGreaterThan(0);
  const width = await page.evaluate(() => window.innerWidth);
  const overlaps: string[] = [];
  for (const [i, a] of boxes.entries()) {
    if (a.left < 0 || a.right > width) overlaps.push(`${a.text} is cut off by the screen's edge`);
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) overlaps.push(`${a.text} overlaps ${b.text}`);
    }
  }
  expect(overlaps, `labels of ${name}`).toEqual([]);
}

/**
 * axe over the whole page: any violation fails, named with its rule and the nodes it found; and
 * the page no wider than the screen.
 */
export async function expectAccessible(page: Page) {
  await expectFitsWidth(page);
  await page.addScriptTag({ content: await axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}

/**
 * Saves a full-page screenshot under artifacts/screenshots for a person to look at; `fullPage: false`
 * keeps to what is on screen, where sticky and fixed parts (a toast over a Save bar) sit as seen.
 */
export async function screenshot(page: Page, name: string, viewport: Viewport, { fullPage = true } = {}) {
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}-${viewport.name}.png`), fullPage });
}

/**
 * Signed in, the gym's dashboard is up. Signing in goes to /home first and the gym guard may pass
 * through the selector before coming back, so the address alone says too little.
 */
export async function waitForDashboard(page: Page) {
  await page.waitForURL('**/home');
  await heading(page, 'Dashboard');
}

/** Waits until the route's lazy screen has rendered its main heading. */
export async function heading(page: Page, name: string | RegExp) {
  const found = page.getByRole('heading', { level: 1, name });
  await found.waitFor();
  return found;
}

/** Chooses, by its text, an option of the design system's select named `name` (the browser's own select). */
export async function choose(page: Page, name: string | RegExp, option: string) {
  await page.getByRole('combobox', { name }).selectOption({ label: option });
}

/**
 * Every option of a native select fits its box whole when chosen ('November', not 'Novem…'): each
 * option's text measured in the select's own font against the room between its paddings.
 */
export async function expectOptionsWhole(page: Page, name: string | RegExp) {
  const cut = await page.getByRole('combobox', { name }).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const room =
      select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return [...select.options]
      .map((option) => ({ text: option.text, width: context.measureText(option.text).width }))
      .filter((option) => option.width > room)
      .map((option) => `${option.text} (${Math.ceil(option.width)} px in ${room} px)`);
  });
  expect(cut, 'options cut short').toEqual([]);
}
