import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logIn } from './support/accounts.ts';
import {
  expectAccessible,
  heading,
  openPage,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

const query = (page: Page) => new URL(page.url()).search;

describe.each(VIEWPORTS)('forms and navigation at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let owner: OwnerWithGym;

  /** A tap on the app's Home (behind the menu button on a phone). */
  const tapHome = async () => {
    if (viewport.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Home' }).click();
  };
  const leaveQuestion = () => page.getByRole('alertdialog', { name: 'Leave without saving?' });

  beforeAll(async () => {
    owner = await ownerWithGym('Nabin Shrestha', 'Patan Power House');
    page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  it('asks before a half-typed client is left by a link or by Back, and keeps it when the user stays', async () => {
    await page.goto('/clients');
    await heading(page, 'Clients');
    await page.getByRole('button', { name: 'Add New Client' }).last().click();
    await heading(page, 'Add Client');
    const name = page.getByRole('textbox', { name: /^Name/ });
    const phone = page.getByRole('textbox', { name: /^Phone/ });
    // An untouched form leaves without a question.
    await tapHome();
    await waitForDashboard(page);
    await page.goBack();
    await heading(page, 'Add Client');

    await name.fill('Gita Karki');
    await phone.fill('9812000000');
    await tapHome();
    await leaveQuestion().waitFor();
    await expectAccessible(page);
    await leaveQuestion().getByRole('button', { name: 'Stay' }).click();
    await leaveQuestion().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/clients/add');
    expect(await name.inputValue()).toBe('Gita Karki');

    // The browser's Back is asked about too: the address is put back while the question is open.
    await page.goBack();
    await leaveQuestion().waitFor();
    expect(new URL(page.url()).pathname).toBe('/clients/add');
    await leaveQuestion().getByRole('button', { name: 'Stay' }).click();
    expect(await phone.inputValue()).toBe('9812000000');

    // Closing or reloading the tab gets the browser's own question (the page cancels 'beforeunload').
    const unloadCancelled = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await unloadCancelled()).toBe(true);
    await name.fill('');
    await phone.fill('');
    expect(await unloadCancelled()).toBe(false);
  });

  it('leaves when the user says so, and a saved form leaves without asking', async () => {
    await page.goto('/clients/add');
    await heading(page, 'Add Client');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Hari Bista');
    await tapHome();
    await leaveQuestion().getByRole('button', { name: 'Leave' }).click();
    await waitForDashboard(page);
    await page.goBack();
    await heading(page, 'Add Client');
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('');

    await page.getByRole('textbox', { name: /^Name/ }).fill('Hari Bista');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('9812000001');
    await page.getByRole('combobox', { name: /Gender/ }).selectOption({ label: 'Male' });
    await page.getByRole('button', { name: 'Save Client' }).click();
    await heading(page, 'Hari Bista');
    expect(await leaveQuestion().count()).toBe(0);
  });

  it("keeps the money list's month and type filters across an edit, saved or cancelled, and opened directly", async () => {
    const flow = await apiCall<{ id: number }>(
      'POST',
      '/api/moneyflows',
      {
        gymId: owner.gymId,
        billNo: null,
        transactionDate: '2026-10-01T09:00',
        transactionType: 'EXPENSE',
        amount: 15000,
        tags: ['Rent'],
        description: 'October rent',
      },
      owner.token,
    );
    const filtered = '?month=10&year=2026&type=EXPENSE';
    await page.goto(`/money${filtered}`);
    await heading(page, /^Money$/);
    await page
      .getByRole('link', { name: /^Edit: / })
      .first()
      .click();
    await heading(page, 'Edit Money Flow');
    await page.getByRole('textbox', { name: 'Bill No' }).fill('R-10');
    await page.getByRole('button', { name: 'Save Money Flow' }).click();
    await heading(page, /^Money$/);
    expect(new URL(page.url()).pathname).toBe('/money');
    expect(query(page)).toBe(filtered);

    await page
      .getByRole('link', { name: /^Edit: / })
      .first()
      .click();
    await heading(page, 'Edit Money Flow');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await heading(page, /^Money$/);
    expect(query(page)).toBe(filtered);

    // Opened from a shared link (no history in the app): Save goes to the list as it was last shown.
    await page.goto(`/money/edit/${flow.id}`);
    await heading(page, 'Edit Money Flow');
    await page.getByRole('button', { name: 'Save Money Flow' }).click();
    await heading(page, /^Money$/);
    expect(new URL(page.url()).pathname).toBe('/money');
    expect(query(page)).toBe(filtered);
  });
});
