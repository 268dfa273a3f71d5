import type { Locator, Page } from 'playwright-core';
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
import { pickImage } from './support/images.ts';
import { apiForm, type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

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

  /**
   * Half-typed work on the page: a tap on a way out (`tapAway`) and the browser's Back each ask
   * first, Stay keeps what was typed at the same address, and Leave goes.
   */
  const expectGuarded = async (field: Locator, typed: string, tapAway: () => Promise<void>) => {
    const path = new URL(page.url()).pathname;
    await field.fill(typed);
    await tapAway();
    await leaveQuestion().waitFor();
    await expectAccessible(page);
    await leaveQuestion().getByRole('button', { name: 'Stay' }).click();
    await leaveQuestion().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await field.inputValue()).toBe(typed);
    await page.goBack();
    await leaveQuestion().waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await leaveQuestion().getByRole('button', { name: 'Stay' }).click();
    await leaveQuestion().waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe(typed);
    await tapAway();
    await leaveQuestion().getByRole('button', { name: 'Leave' }).click();
    await leaveQuestion().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).not.toBe(path);
  };

  it('asks before a half-typed Change Password is left; Cancel on an untouched one goes back', async () => {
    await page.goto('/profile');
    await heading(page, /^Profile$/);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await heading(page, 'Change Password');
    // Untouched, Cancel goes back to where it was opened from without a question.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await heading(page, /^Profile$/);
    await page.goForward();
    await heading(page, 'Change Password');
    await expectGuarded(page.getByLabel(/^Old Password/), 'owner-pass', tapHome);
    await waitForDashboard(page);
  });

  it("asks before the judge table's half-typed next lifter is left", async () => {
    const meet = await apiCall<{ platforms: { platformId: number }[] }>(
      'POST',
      '/api/judge/meets',
      { name: 'Valley Open', platformCount: 1 },
      owner.token,
    );
    expect(meet.platforms).toHaveLength(1);
    // Opened in the app (Back then stays in this document, where the guard answers it).
    await page.goto('/judge/meets');
    await heading(page, /Meets/);
    await page.getByRole('link', { name: 'Table' }).first().click();
    await heading(page, /^Table, platform/);
    const tapMeets = async () => {
      if (viewport.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Meets' }).click();
    };
    await expectGuarded(page.getByRole('textbox', { name: /^Name/ }), 'Sita Lama', tapMeets);
  });

  it('asks before a half-filled sign-up is left', async () => {
    const visitor = await openPage(browser(), viewport);
    try {
      await visitor.goto('/login');
      await visitor.getByRole('button', { name: 'Sign Up' }).click();
      await heading(visitor, 'Create your account');
      const question = visitor.getByRole('alertdialog', { name: 'Leave without saving?' });
      const name = visitor.getByRole('textbox', { name: /^Name/ });
      await name.fill('Asha Magar');
      await visitor.getByRole('link', { name: 'Login' }).first().click();
      await question.waitFor();
      await expectAccessible(visitor);
      await question.getByRole('button', { name: 'Stay' }).click();
      await question.waitFor({ state: 'detached' });
      expect(new URL(visitor.url()).pathname).toBe('/signup');
      await visitor.goBack();
      await question.waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/signup');
      await question.getByRole('button', { name: 'Stay' }).click();
      expect(await name.inputValue()).toBe('Asha Magar');
      await visitor.goBack();
      await question.getByRole('button', { name: 'Leave' }).click();
      await heading(visitor, 'Welcome Back!');
      expect(new URL(visitor.url()).pathname).toBe('/login');
    } finally {
      await visitor.context().close();
    }
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

  it("keeps the money list's month and type filters across an edit, saved or cancelled; opened directly, saves back to the list", async () => {
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

    // Opened from a shared link (no history in the app): Save goes to the list, not out of the app.
    await page.goto(`/money/edit/${flow.id}`);
    await heading(page, 'Edit Money Flow');
    await page.getByRole('button', { name: 'Save Money Flow' }).click();
    await heading(page, /^Money$/);
    expect(new URL(page.url()).pathname).toBe('/money');
  });

  it("opens WhatsApp with the gym's country code in front of a number typed as dialled at home", async () => {
    const client = await apiForm<{ id: number }>(
      'POST',
      '/api/clients',
      { gymId: owner.gymId, name: 'Bikash Tamang', phone: '9841020012', gender: 'MALE' },
      owner.token,
    );
    await page.goto('/clients?phone=9841020012');
    await heading(page, 'Clients');
    const whatsapp = page.getByRole('link', { name: 'WhatsApp Bikash Tamang' });
    // Without +977, wa.me reads 98... as Iran's code.
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/9779841020012\?text=/);

    // The client's page: the phone calls from a phone, with the same country code, a 44 px target.
    await page.goto(`/clients/${client.id}`);
    await heading(page, 'Bikash Tamang');
    const call = page.getByRole('link', { name: '9841020012' });
    expect(await call.getAttribute('href')).toBe('tel:+9779841020012');
    const box = await call.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
  });

  it('saves a gym or the profile opened from a shared link onto its page, not out of the app', async () => {
    await page.goto(`/gyms/edit/${owner.gymId}`);
    await heading(page, 'Edit Gym');
    await page.getByRole('button', { name: 'Save Gym' }).click();
    await heading(page, 'Patan Power House');
    expect(new URL(page.url()).pathname).toBe(`/gyms/${owner.gymId}`);

    await page.goto('/profile/edit');
    await heading(page, 'Edit Profile');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await heading(page, /^Profile$/);
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it("reaches the devices screen at part 1's '/devices' as well as at '/device'", async () => {
    await page.goto('/devices');
    await heading(page, 'Devices');
    expect(new URL(page.url()).pathname).toBe('/device');
    expect(await page.getByText('Oops!').count()).toBe(0);
  });

  it('reloads quietly, once, when an old tab asks for a chunk the new build does not have', async () => {
    await page.goto('/home');
    await waitForDashboard(page);
    // The money list's chunks of 'the old build' are gone until the page has reloaded.
    let reloads = 0;
    page.on('load', () => reloads++);
    const chunk = /\/assets\/MoneyListPage-[^/]*\.js$/;
    await page.route(chunk, async (route) => {
      if (reloads === 0) await route.fulfill({ status: 404, body: '{}' });
      else await route.continue();
    });
    if (viewport.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Money' }).click();
    await heading(page, /^Money$/);
    expect(await page.getByText('Oops!').count()).toBe(0);
    expect(reloads).toBe(1);
    await page.unroute(chunk);

    // A reload that does not help is not repeated: the error shows.
    await page.route(/\/assets\/AttendancePage-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: '{}' }),
    );
    await page.evaluate(() => sessionStorage.removeItem('reloaded-for-new-build'));
    const loadsBefore = reloads;
    await page.goto('/attendance/1');
    await page.getByText('Oops!').waitFor();
    // The page's load and the one reload.
    expect(reloads - loadsBefore).toBe(2);
  });

  it('opens the crop dialog again for the same picture chosen after Cancel', async () => {
    await page.goto('/clients/add');
    await heading(page, 'Add Client');
    const crop = page.getByRole('dialog');
    await pickImage(page, 'same.png', '#2a9d8f');
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await crop.waitFor({ state: 'detached' });
    // The input has let go of the file: choosing it again is a change the browser reports.
    expect(await page.locator('input[type=file]').first().inputValue()).toBe('');
    await pickImage(page, 'same.png', '#2a9d8f');
    await crop.getByRole('button', { name: 'Cancel' }).waitFor();
    await crop.getByRole('button', { name: 'Cancel' }).click();
  });

  it("opens a client's page at its top after the form is saved from its bottom", async () => {
    await page.goto('/clients/add');
    await heading(page, 'Add Client');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Sunita Gurung');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('9812000002');
    await page.getByRole('combobox', { name: /Gender/ }).selectOption({ label: 'Female' });
    await page.getByRole('button', { name: 'Save Client' }).click();
    await heading(page, 'Sunita Gurung');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('asks before an edited reminder template is left unsaved', async () => {
    await page.goto('/Schedule');
    await heading(page, 'SMS Settings');
    await page
      .getByRole('button', { name: /^Edit .* message$/ })
      .first()
      .click();
    await page
      .getByRole('textbox', { name: / message$/ })
      .first()
      .fill('Changed and not saved');
    await tapHome();
    await leaveQuestion().getByRole('button', { name: 'Leave' }).click();
    await waitForDashboard(page);
  });
});
