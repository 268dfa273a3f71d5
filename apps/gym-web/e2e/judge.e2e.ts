import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, freshPhone, logIn } from './support/accounts.ts';
import { expectAccessible, heading, openPage, screenshot, useBrowser, VIEWPORTS } from './support/browser.ts';

interface Meet {
  platforms: { platformId: number; refereeCode: string }[];
}

async function refereeDecides(
  page: Page,
  platformId: number,
  seat: 1 | 2 | 3,
  code: string,
  decision: string,
) {
  await page.goto(`/judge/referee/${platformId}`);
  await heading(page, `Referee, platform ${platformId}`);
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

describe.each(VIEWPORTS)('live judging at $name size', (viewport) => {
  const browser = useBrowser();
  const owner = { phone: freshPhone(), password: 'meet-owner-pass-1' };
  let platformId: number;
  let code: string;

  beforeAll(async () => {
    await apiCall('POST', '/api/auth/register', {
      name: 'Meet Director',
      ...owner,
      address: 'Kathmandu',
      district: 'Kathmandu',
    });
    const { token } = await apiCall<{ token: string }>('POST', '/api/auth/authenticate/store', owner);
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
  });

  it('puts a lifter up, three referees decide on their phones, and the viewer shows the lights and the result', async () => {
    const table = await openPage(browser(), viewport);
    await logIn(table, owner);
    await table.waitForURL(/\/(add|gym-profiles)$/);
    await table.goto(`/judge/table/${platformId}`);
    await heading(table, /^Table, platform/);
    await table.getByRole('textbox', { name: /^Name/ }).fill('Sita Rai');
    await table.getByRole('textbox', { name: 'Squat 1 (kg)' }).fill('100');
    await table.getByRole('button', { name: 'Put lifter up' }).click();
    await table.getByText('Lifter is up').waitFor();
    await expectAccessible(table);
    await screenshot(table, 'judge-table', viewport);

    const viewer = await openPage(browser(), viewport);
    await viewer.goto('/judge-results');
    await heading(viewer, 'Judge Results');
    if (platformId !== 1) {
      await viewer.getByRole('checkbox', { name: '1', exact: true }).uncheck({ force: true });
      await viewer.getByRole('checkbox', { name: String(platformId), exact: true }).check({ force: true });
    }
    const banner = viewer.getByRole('region', { name: `Platform ${platformId}` });
    await banner.getByText('Sita Rai').waitFor();

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
    await banner.getByRole('cell', { name: /Attempt 1: 100, current, good/ }).waitFor();
    expect(await banner.textContent()).toContain('Total 100');
    await expectAccessible(viewer);
    await screenshot(viewer, 'judge-viewer', viewport);
    for (const page of [table, viewer, ...referees]) await page.context().close();
  });
});
