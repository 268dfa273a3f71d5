import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logIn } from './support/accounts.ts';
import {
  baseUrl,
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from './support/browser.ts';
import { type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

/** The font files the page fetched, by script. */
function fontRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2?$/.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return {
    // The scripts' own fonts; the switch's native names come in a few glyphs of their own
    // (language-names-*.woff2), which every page fetches.
    devanagari: () => seen.filter((url) => url.includes('noto-sans-devanagari')).length,
    sinhala: () => seen.filter((url) => url.includes('noto-sans-sinhala')).length,
    names: () => seen.filter((url) => url.includes('language-names')).length,
  };
}

const switchOn = (page: Page, name: string) => page.getByRole('combobox', { name });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/**
 * The product's font of the family draws the text, regular and bold (headings), loaded: no boxes,
 * no other font. Loading them first also keeps a screenshot from catching the text before its font.
 */
const drawnWith = (page: Page, family: string, text: string) =>
  page.evaluate(
    async ([family, text]) => {
      const fonts = [`400 16px "${family}"`, `700 16px "${family}"`];
      const loaded = await Promise.all(fonts.map((font) => document.fonts.load(font, text)));
      return (
        loaded.every((faces) => faces.length > 0) && fonts.every((font) => document.fonts.check(font, text))
      );
    },
    [family, text] as const,
  );

describe.each(VIEWPORTS)('the languages at $name size', (viewport) => {
  const browser = useBrowser();
  let owner: OwnerWithGym;

  beforeAll(async () => {
    owner = await ownerWithGym('Sita Sharma', 'Boudha Fitness');
  });

  it('follows the browser at first: a Hindi browser opens sign-in in Hindi', async () => {
    // The browser's languages (navigator.languages) follow its locale.
    const context = await browser().newContext({
      locale: 'hi-IN',
      viewport: { width: viewport.width, height: viewport.height },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    await page.goto('/login');
    await heading(page, 'फिर से स्वागत है!');
    expect(await htmlLang(page)).toBe('hi');
    expect(await switchOn(page, 'भाषा').inputValue()).toBe('hi');
    await context.close();
  });

  it('switches sign-in to Nepali, signs in to a Nepali dashboard, keeps it through a reload', async () => {
    const page = await openPage(browser(), viewport);
    const fonts = fontRequests(page);
    await page.goto('/login');
    await heading(page, 'Welcome Back!');
    expect(await htmlLang(page)).toBe('en');
    // An English page fetches neither script's font.
    await page.waitForLoadState('networkidle');
    expect(fonts.devanagari()).toBe(0);
    expect(fonts.sinhala()).toBe(0);
    // The switch names the languages in their own scripts, and draws them (no boxes).
    expect(await drawnWith(page, 'Language Names', 'नेपाली हिन्दी සිංහල')).toBe(true);

    await switchOn(page, 'Language').selectOption('ne');
    await heading(page, 'फेरि स्वागत छ!');
    expect(await htmlLang(page)).toBe('ne');
    expect(await drawnWith(page, 'Noto Sans Devanagari', 'फेरि स्वागत छ!')).toBe(true);
    expect(fonts.devanagari()).toBeGreaterThan(0);
    expect(fonts.sinhala()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'languages-login-ne', viewport, { fullPage: false });

    await page.getByRole('textbox', { name: 'फोन' }).fill(owner.phone);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'लगइन' }).click();
    await page.waitForURL('**/home');
    await heading(page, 'ड्यासबोर्ड');
    await page.getByText('कुल सक्रिय सदस्य').waitFor();
    await page.getByRole('heading', { name: 'आर्थिक सारांश' }).waitFor();
    expect(await drawnWith(page, 'Noto Sans Devanagari', 'ड्यासबोर्ड')).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'languages-dashboard-ne', viewport);

    await page.reload();
    await heading(page, 'ड्यासबोर्ड');
    expect(await htmlLang(page)).toBe('ne');
    await page.context().close();
  });

  it('another browser signing in as the same user gets Nepali from the account, then Sinhala', async () => {
    // The choice made before signing in went to the account.
    const me = () =>
      apiCall<{ language: string | null }>('GET', `/api/users/${owner.userId}`, undefined, owner.token);
    expect((await me()).language).toBe('ne');

    const page = await openPage(browser(), viewport);
    const fonts = fontRequests(page);
    await logIn(page, owner);
    await page.waitForURL('**/home');
    await heading(page, 'ड्यासबोर्ड');
    expect(await htmlLang(page)).toBe('ne');

    await switchOn(page, 'भाषा').selectOption('si');
    await heading(page, 'ඩැෂ්බෝඩ්');
    expect(await htmlLang(page)).toBe('si');
    await page.getByText('මුළු සක්‍රිය සාමාජිකයින්').waitFor();
    expect(await drawnWith(page, 'Noto Sans Sinhala', 'ඩැෂ්බෝඩ්')).toBe(true);
    expect(fonts.sinhala()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'languages-dashboard-si', viewport);
    // The account keeps the new choice.
    await expect.poll(async () => (await me()).language).toBe('si');
    await page.reload();
    await heading(page, 'ඩැෂ්බෝඩ්');
    await page.context().close();
  });
});
