import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attemptWeight } from '@gym/judge-core';
import { LIFTER_BEFORE_OPENER, lifterNamed } from '@gym/judge-core/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, freshPhone, logIn } from './support/accounts.ts';
import {
  baseUrl,
  countRequests,
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from './support/browser.ts';

/**
 * A federation's own site on another origin: its page embeds the widget exactly as the README's
 * snippet shows, the script tag loading /judge-results.js from our server, and points it at our
 * server, so the script and every call the widget makes are cross-origin.
 */
async function federationSite(meet: string): Promise<{ url: string; server: Server }> {
  const page = `<!doctype html><html lang="en"><head><title>Federation live results</title>
    <style>* { color: red !important; font-size: 30px; }</style>
    <script src="${baseUrl()}/judge-results.js"></script></head>
    <body><main><h1>Nationals, live</h1>
    <judge-results server="${baseUrl()}" meet="${meet}" platforms="1" variations="banner-300"></judge-results>
    <h2>Livestream overlay</h2>
    <div id="overlay-frame" style="position: relative; max-width: 960px; aspect-ratio: 16 / 9; background: #203a43">
      <judge-results server="${baseUrl()}" meet="${meet}" platforms="1" variations="banner-100" theme="dark"
        transparent style="position: absolute; inset: auto 16px 16px 16px"></judge-results>
    </div>
    </main></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The lifter the table puts up (the shared fixture): her name and her first two squats. */
const lifter = {
  name: String(LIFTER_BEFORE_OPENER.name),
  opener: String(attemptWeight(LIFTER_BEFORE_OPENER, 'S', 1)),
  second: String(attemptWeight(LIFTER_BEFORE_OPENER, 'S', 2)),
};

interface Meet {
  id: number;
  name: string;
  slug: string;
  platforms: { platformId: number; number: number; refereeCode: string }[];
}

async function refereeDecides(
  page: Page,
  platformId: number,
  seat: 1 | 2 | 3,
  code: string,
  decision: string,
) {
  await page.goto(`/judge/referee/${platformId}`);
  await heading(page, 'Referee sign-in');
  await page.getByRole('radio', { name: new RegExp(`^${seat} `) }).check({ force: true });
  await page.getByRole('textbox', { name: /Referee code/ }).fill(code);
  await page.getByRole('button', { name: 'Start judging' }).click();
  const button = page.getByRole('button', { name: decision });
  await page.waitForFunction(
    (name) => [...document.querySelectorAll('button')].some((b) => b.textContent === name && !b.disabled),
    decision,
  );
  await button.click();
  await page.getByText(/Your decision is in|Lights are showing/).waitFor();
}

/** Types a code on the referee page's sign-in form (seat 1) and sends it. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('radio', { name: /^1 / }).check({ force: true });
  await page.getByRole('textbox', { name: /Referee code/ }).fill(code);
  await page.getByRole('button', { name: 'Start judging' }).click();
}

describe.each(VIEWPORTS)('live judging at $name size', (viewport) => {
  const browser = useBrowser();
  const owner = { phone: freshPhone(), password: 'meet-owner-pass-1' };
  let platformId: number;
  let code: string;
  let token: string;
  let nationals: Meet;
  let federation: { url: string; server: Server };

  beforeAll(async () => {
    await apiCall('POST', '/api/auth/register', {
      name: 'Meet Director',
      ...owner,
      address: 'Kathmandu',
      district: 'Kathmandu',
    });
    ({ token } = await apiCall<{ token: string }>('POST', '/api/auth/authenticate/store', owner));
    const meet = await apiCall<Meet>(
      'POST',
      '/api/judge/meets',
      { name: 'Nationals', platformCount: 1 },
      token,
    );
    const platform = meet.platforms[0];
    if (!platform) throw new Error('the meet has no platform');
    platformId = platform.platformId;
    code = platform.refereeCode;
    nationals = meet;
    federation = await federationSite(meet.slug);
  });
  afterAll(() => new Promise((resolve) => federation.server.close(resolve)));

  it('a wrong code gives the code field back; a phone locked by its mistakes leaves the others working until the owner unlocks it', async () => {
    const phone = await openPage(browser(), viewport);
    const calls = countRequests(phone, '/referee-view');
    await phone.goto(`/judge/referee/${platformId}`);
    await enterCode(phone, 'WRONGCODE');
    await phone.getByText('Wrong referee code for this platform.').waitFor();
    // No retry loop: the page waits for the referee with the code field.
    const afterRefusal = calls();
    await phone.waitForTimeout(2_500);
    expect(calls()).toBe(afterRefusal);
    await expectAccessible(phone);
    await screenshot(phone, 'judge-referee-wrong-code', viewport);

    // The right code on the same phone works at once.
    await enterCode(phone, code);
    await heading(phone, /^Referee 1, platform/);
    await phone.reload();

    // Five different wrong codes lock this phone only.
    for (const guess of ['WRONG1', 'WRONG2', 'WRONG3', 'WRONG4']) {
      await enterCode(phone, guess);
      await phone.getByText('Wrong referee code for this platform.').waitFor();
    }
    await enterCode(phone, code);
    await phone.getByText(/^Too many wrong referee codes from this phone/).waitFor();

    // A second referee's phone behind the same address is not locked out.
    const second = await openPage(browser(), viewport);
    await second.goto(`/judge/referee/${platformId}`);
    await enterCode(second, code);
    await heading(second, /^Referee 1, platform/);

    // The owner sees the locked phone on /judge/meets and unlocks it.
    const desk = await openPage(browser(), viewport);
    await logIn(desk, owner);
    await desk.waitForURL(/\/(add|gym-profiles)$/);
    await desk.goto('/judge/meets');
    await desk.getByText('1 phone locked').waitFor();
    await expectAccessible(desk);
    await desk.getByRole('button', { name: 'Unlock phones' }).click();
    await desk.getByText(/^Referee phones of platform \d+ unlocked$/).waitFor();
    await enterCode(phone, code);
    await heading(phone, /^Referee 1, platform/);
    for (const page of [phone, second, desk]) await page.context().close();
  });

  it('watches two meets, each by its own address, and links the viewer and the embed snippet from /judge/meets', async () => {
    const meets: Meet[] = [];
    for (const [name, lifterName] of [
      ['Eastern Open', 'Eastern Lifter'],
      ['Western Open', 'Western Lifter'],
    ] as const) {
      const meet = await apiCall<Meet>('POST', '/api/judge/meets', { name, platformCount: 2 }, token);
      const second = meet.platforms.find((platform) => platform.number === 2);
      await apiCall(
        'PUT',
        `/api/judge/platforms/${second?.platformId}/current`,
        { lift: 'S', lifterData: lifterNamed(lifterName) },
        token,
      );
      meets.push(meet);
    }
    const [eastern, western] = meets as [Meet, Meet];

    const east = await openPage(browser(), viewport);
    await east.goto(`/judge-results?meet=${eastern.slug}&platforms=2&settings=hidden`);
    await heading(east, 'Judge Results');
    await east.getByText('Eastern Open').waitFor();
    const eastBanner = east.getByRole('region', { name: 'Platform 2' });
    await eastBanner.getByText('Eastern Lifter').waitFor();
    expect(await east.getByText('Western Lifter').count()).toBe(0);
    // Settings hidden by the address: only the banners show, for a stream overlay.
    expect(await east.getByRole('group', { name: 'Platforms' }).count()).toBe(0);
    await expectAccessible(east);
    await screenshot(east, 'judge-viewer-meet-address', viewport);

    const west = await openPage(browser(), viewport);
    await west.goto(`/judge-results?meet=${western.slug}&platforms=2`);
    await west.getByRole('region', { name: 'Platform 2' }).getByText('Western Lifter').waitFor();
    // The meet has two platforms: the viewer offers those, and a choice goes into the address.
    expect(await west.getByRole('checkbox', { name: '3', exact: true }).count()).toBe(0);
    await west.getByRole('checkbox', { name: '1', exact: true }).click({ force: true });
    await west.waitForURL(/platforms=1,2/);
    await expect.poll(() => west.getByRole('checkbox', { name: '1', exact: true }).isChecked()).toBe(true);
    await west.getByRole('region', { name: 'Platform 1' }).getByText('Waiting for lifter...').waitFor();
    await expectAccessible(west);

    const desk = await openPage(browser(), viewport);
    await logIn(desk, owner);
    await desk.waitForURL(/\/(add|gym-profiles)$/);
    // The app's navigation links the meets and the viewer (behind the menu button on a phone).
    if (viewport.name === 'phone') await desk.getByRole('button', { name: 'Open menu' }).click();
    await desk.getByRole('link', { name: 'Judge results' }).waitFor();
    await desk.getByRole('link', { name: 'Meets' }).click();
    await heading(desk, 'Meets');
    await desk.getByText(`meet="${eastern.slug}"`).waitFor();
    // Nothing is wider than the screen (codes, token and snippet wrap).
    const overflow = await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(desk);
    await screenshot(desk, 'judge-meets', viewport);
    await desk.getByRole('link', { name: 'Watch Western Open live' }).click();
    await desk.waitForURL(new RegExp(`meet=${western.slug}`));
    await desk.getByRole('region', { name: 'Platform 2' }).getByText('Western Lifter').waitFor();

    // Marked live, the meet is what the plain viewer address shows.
    await desk.goBack();
    await desk.getByRole('switch', { name: 'Live meet: Western Open' }).click({ force: true });
    await desk.getByText('Western Open is the live meet').waitFor();
    await desk.goto('/judge-results?platforms=2');
    await desk.getByRole('region', { name: 'Platform 2' }).getByText('Western Lifter').waitFor();
    for (const page of [east, west, desk]) await page.context().close();
  });

  it('creates a meet through its form: the missing name said under the field, a refusal closed by the success', async () => {
    const desk = await openPage(browser(), viewport);
    await logIn(desk, owner);
    await desk.waitForURL(/\/(add|gym-profiles)$/);
    await desk.goto('/judge/meets');
    await heading(desk, 'Meets');
    const toasts = desk.locator('[data-tone]');
    const name = desk.getByRole('textbox', { name: /^Meet name/ });
    const create = desk.getByRole('button', { name: 'Create meet' });

    await create.click();
    await desk.getByText('Name is required.').waitFor();
    expect(await toasts.count()).toBe(0);
    await expectAccessible(desk);

    // Too long for the server: its refusal is a toast about the form...
    await name.fill('M'.repeat(201));
    await create.click();
    await toasts.first().waitFor();
    expect(await toasts.count()).toBe(1);
    // ...which 'Meet created' replaces: the two never show side by side.
    await name.fill('Valley Classic');
    await create.click();
    await toasts.filter({ hasText: 'Meet created' }).waitFor();
    await expect.poll(() => toasts.count()).toBe(1);
    expect(await desk.getByText('Name is required.').count()).toBe(0);
    await desk.getByRole('heading', { name: 'Valley Classic' }).waitFor();
    expect(await name.inputValue()).toBe('');
    await desk.context().close();
  });

  it('puts a lifter up, three referees decide on their phones, and the viewer shows the lights and the result', async () => {
    const table = await openPage(browser(), viewport);
    await logIn(table, owner);
    await table.waitForURL(/\/(add|gym-profiles)$/);
    await table.goto(`/judge/table/${platformId}`);
    await heading(table, 'Table, platform 1');
    // An empty form puts nobody up: the missing name and weight are said under their fields.
    await table.getByRole('button', { name: 'Put lifter up' }).click();
    await table.getByText('Name is required.').waitFor();
    await table.getByText('Enter the weight of at least one Squat attempt.').waitFor();
    await expectAccessible(table);
    await table.getByRole('textbox', { name: /^Name/ }).fill(lifter.name);
    await table.getByRole('textbox', { name: 'Squat 1 (kg)' }).fill(lifter.opener);
    await table.getByRole('textbox', { name: 'Squat 1 (kg)' }).press('Tab');
    // Each message goes as soon as its field is fixed.
    await table.getByText('Enter the weight of at least one Squat attempt.').waitFor({ state: 'detached' });
    expect(await table.getByText('Name is required.').count()).toBe(0);
    await table.getByRole('button', { name: 'Put lifter up' }).click();
    await table.getByText('Lifter is up').waitFor();
    await expectAccessible(table);
    await screenshot(table, 'judge-table', viewport);

    const viewer = await openPage(browser(), viewport);
    await viewer.goto(`/judge-results?meet=${nationals.slug}`);
    await heading(viewer, 'Judge Results');
    const banner = viewer.getByRole('region', { name: 'Platform 1' });
    await banner.getByText(lifter.name).waitFor();

    // The widget in the federation's page (its shadow DOM is open, so the locators reach inside).
    const embedded = await openPage(browser(), viewport);
    await embedded.goto(federation.url);
    const widget = embedded.getByRole('region', { name: 'Platform 1, banner-300' });
    await widget.getByText(lifter.name).waitFor();

    const referees = await Promise.all([1, 2, 3].map(() => openPage(browser(), viewport)));
    await refereeDecides(referees[0] as Page, platformId, 1, code, 'Good Lift');
    await refereeDecides(referees[1] as Page, platformId, 2, code, 'Good Lift');
    // Two of three have decided: nothing shows yet.
    expect(await banner.getByText('Judge 1: Good Lift').count()).toBe(0);
    await refereeDecides(referees[2] as Page, platformId, 3, code, 'No Lift');
    await expectAccessible(referees[2] as Page);
    await screenshot(referees[2] as Page, 'judge-referee', viewport);

    await banner.getByText('Judge 3: No Lift').waitFor({ timeout: 5_000 });
    await banner.getByText('Judge 1: Good Lift').waitFor();
    await banner.getByRole('cell', { name: `Attempt 1: ${lifter.opener}, current, good` }).waitFor();
    expect(await banner.textContent()).toContain(`Total ${lifter.opener}`);
    await expectAccessible(viewer);
    await screenshot(viewer, 'judge-viewer', viewport);

    await widget.getByText('Judge 3: No Lift').waitFor();
    await widget.getByText('Judge 2: Good Lift').waitFor();
    expect(await widget.textContent()).toMatch(new RegExp(`Total\\s*${lifter.opener}`));
    // The page's own 'color: red !important' stays outside the widget.
    const nameColour = await widget
      .getByText(lifter.name)
      .evaluate((element) => getComputedStyle(element).color);
    expect(nameColour).not.toBe('rgb(255, 0, 0)');
    // All three attempt columns show inside the large banner, and the overlay stays in its 16:9 frame.
    const fits = await embedded.evaluate(() => {
      const [large, overlay] = [...document.querySelectorAll('judge-results')];
      const banner = large?.shadowRoot?.querySelector('section');
      const lastBoxes = [...(banner?.querySelectorAll('tr td:last-child') ?? [])];
      const frame = document.getElementById('overlay-frame')?.getBoundingClientRect();
      const overlaid = overlay?.getBoundingClientRect();
      const bannerRight = banner?.getBoundingClientRect().right ?? 0;
      return {
        columns:
          lastBoxes.length === 3 &&
          lastBoxes.every((box) => box.getBoundingClientRect().right <= bannerRight),
        overlay: Boolean(frame && overlaid && overlaid.top >= frame.top && overlaid.bottom <= frame.bottom),
      };
    });
    expect(fits).toEqual({ columns: true, overlay: true });
    await expectAccessible(embedded);
    await screenshot(embedded, 'judge-widget-federation-page', viewport);

    // The lifter declares the second attempt: the table sends it alone, viewers see it.
    const secondAttempt = table.getByRole('textbox', { name: 'Squat 2 weight (kg)' });
    await secondAttempt.fill(lifter.second);
    await secondAttempt.press('Tab');
    await banner.getByRole('cell', { name: new RegExp(`^Attempt 2: ${lifter.second}`) }).waitFor();
    await widget.getByText(lifter.second, { exact: true }).waitFor();
    await expectAccessible(table);
    for (const page of [table, viewer, embedded, ...referees]) await page.context().close();
  });
});
