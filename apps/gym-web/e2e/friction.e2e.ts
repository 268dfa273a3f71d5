import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  baseUrl,
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';

const SUPPORT_WHATSAPP = /^https:\/\/wa\.me\/9779800000000\?text=Hello%2C%20/;

/** Outside sites answer with a stand-in page, so a journey can follow a link without the internet. */
async function standInForOutsideSites(context: BrowserContext) {
  const appOrigin = new URL(baseUrl()).origin;
  await context.route(
    (url) => url.origin !== appOrigin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Outside site</title><p>outside</p>' }),
  );
}

/** An outside web address: as written, in a new tab that cannot reach back to the app. */
async function expectNewTabLink(link: Locator, href: string | RegExp) {
  if (typeof href === 'string') expect(await link.getAttribute('href')).toBe(href);
  else expect(await link.getAttribute('href')).toMatch(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
}

/** Clicks an outside web link: a new tab opens at exactly its address, and the app stays where it was. */
async function followNewTabLink(page: Page, link: Locator) {
  const href = await link.getAttribute('href');
  const before = page.url();
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href && new URL(href).href);
  await popup.close();
  expect(page.url()).toBe(before);
}

/**
 * A gym created straight through the API (multipart): 'Iron Temple' with one contact number unless
 * the fields say otherwise; a list field goes as repeated values; a WiFi scanner image if given.
 */
async function createGym(token: string, fields: Record<string, string | string[]> = {}, wifiPng?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    gymName: 'Iron Temple',
    contactNumber: '9846000000',
    ...fields,
  })) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  if (wifiPng)
    form.append('wifiFile', new Blob([new Uint8Array(wifiPng)], { type: 'image/png' }), 'wifi.png');
  const response = await fetch(`${baseUrl()}/api/gyms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /api/gyms: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

async function registerOwner(name: string) {
  const owner = { phone: freshPhone(), password: 'friction-owner-1' };
  const created = await apiCall<{ id: number }>('POST', '/api/auth/register', {
    name,
    ...owner,
    address: 'Pokhara',
    district: 'Kaski',
  });
  return { ...owner, id: created.id };
}

/** Signs in an owner of one gym and waits until the selector has chosen it (the home route opens). */
async function signedInWithOneGym(page: Page, owner: { phone: string; password: string }) {
  await logIn(page, owner);
  await waitForDashboard(page);
  await page.getByText('Iron Temple').first().waitFor();
}

describe.each(VIEWPORTS)('issue 11 friction at $name size', (viewport) => {
  const browser = useBrowser();

  it('contact page: the phone number dials, WhatsApp opens the chat in a new tab', async () => {
    const page = await openPage(browser(), viewport);
    await standInForOutsideSites(page.context());
    await page.goto('/contact-us');
    await heading(page, 'Contact us');
    const phone = page.getByRole('link', { name: '+9779800000000' });
    expect(await phone.getAttribute('href')).toBe('tel:+9779800000000');
    expect(await phone.getAttribute('target')).toBeNull();
    const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expectNewTabLink(whatsapp, SUPPORT_WHATSAPP);
    await followNewTabLink(page, whatsapp);
    await expectAccessible(page);
    await page.context().close();
  });

  it('about page: each social link opens its network in a new tab', async () => {
    const page = await openPage(browser(), viewport);
    await standInForOutsideSites(page.context());
    await page.goto('/about');
    await heading(page, 'About us');
    for (const [name, href] of [
      ['Facebook', 'https://facebook.com/'],
      ['Instagram', 'https://instagram.com/'],
      ['LinkedIn', 'https://linkedin.com/'],
      ['YouTube', 'https://youtube.com/'],
    ] as const) {
      await expectNewTabLink(page.getByRole('link', { name: `${name} (opens in a new tab)` }), href);
    }
    await followNewTabLink(page, page.getByRole('link', { name: /^Instagram/ }));
    await expectAccessible(page);
    await page.context().close();
  });

  it('an in-app link still navigates inside the app, without reloading it', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/pricing');
    await heading(page, 'Pricing');
    await page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
    await page.getByRole('link', { name: 'Ask us about your gym' }).click();
    await heading(page, 'Contact us');
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    await page.context().close();
  });

  describe('signed in', () => {
    let owner: Awaited<ReturnType<typeof registerOwner>>;
    let gymId: number;
    beforeAll(async () => {
      owner = await registerOwner('Link Owner');
      const { token } = await signInByApi(owner);
      ({ id: gymId } = await createGym(token, {
        websiteURL: 'https://irontemple.com.np',
        socialMediaLinks: ['https://facebook.com/irontemple', 'instagram.com/irontemple'],
      }));
    });

    it("gym detail: the website and social links open the gym's pages in a new tab", async () => {
      const page = await openPage(browser(), viewport);
      await standInForOutsideSites(page.context());
      await signedInWithOneGym(page, owner);
      await page.goto(`/gyms/${gymId}`);
      await heading(page, 'Iron Temple');
      await expectNewTabLink(
        page.getByRole('link', { name: 'https://irontemple.com.np (opens in a new tab)' }),
        'https://irontemple.com.np',
      );
      await expectNewTabLink(
        page.getByRole('link', { name: 'https://facebook.com/irontemple (opens in a new tab)' }),
        'https://facebook.com/irontemple',
      );
      // Saved without a scheme: the link adds 'http://'.
      await expectNewTabLink(
        page.getByRole('link', { name: 'instagram.com/irontemple (opens in a new tab)' }),
        'http://instagram.com/irontemple',
      );
      await followNewTabLink(page, page.getByRole('link', { name: /^https:\/\/irontemple\.com\.np/ }));
      await expectAccessible(page);
      await screenshot(page, 'gym-detail-links', viewport);
      await page.context().close();
    });
  });

  it('the public pages make no invented claims', async () => {
    const page = await openPage(browser(), viewport);
    for (const path of ['/', '/gym-management', '/pricing', '/about']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText(/Trusted by|100\+|Rs 1,500/).count(), path).toBe(0);
    }
    await page.context().close();
  });

  it('renewal page: an owner whose subscription ended reaches support on WhatsApp', async () => {
    const lapsed = await registerOwner('Lapsed Link Owner');
    const admin = await signInByApi(DEMO.superAdmin);
    await apiCall('PUT', `/api/users/${lapsed.id}`, { paymentExpiryDate: '2020-01-01' }, admin.token);
    const page = await openPage(browser(), viewport);
    await standInForOutsideSites(page.context());
    await logIn(page, lapsed);
    await heading(page, 'Membership Renewal Required');
    const whatsapp = page.getByRole('link', { name: 'Contact us on WhatsApp (opens in a new tab)' });
    await expectNewTabLink(whatsapp, SUPPORT_WHATSAPP);
    await followNewTabLink(page, whatsapp);
    await expectAccessible(page);
    await page.context().close();
  });
});

/** Two boxes on screen share no pixel. */
async function expectApart(first: Locator, second: Locator) {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error('both must be on screen');
  const apart =
    a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
  expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
}

const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-tone]').filter({ hasText: text });

describe.each(VIEWPORTS)('forms at $name size', (viewport) => {
  const browser = useBrowser();

  it('gym form: a fixed field loses its error and its toast, toasts clear Save, a bare web address is taken', async () => {
    const owner = await registerOwner('Form Owner');
    const page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await heading(page, 'Add New Gym');
    const save = page.getByRole('button', { name: 'Save Gym' });

    await save.click();
    await page.getByText('Gym name is required.').waitFor();
    await page.getByText('At least one contact number is required.').waitFor();
    await page.getByRole('textbox', { name: /^Gym Name/ }).fill('Iron Temple');
    await page.getByText('Gym name is required.').waitFor({ state: 'detached' });
    expect(await page.getByText('At least one contact number is required.').count()).toBe(1);
    await page.getByRole('textbox', { name: /^Contact Number 1/ }).fill('9846000000');
    await page.getByText('At least one contact number is required.').waitFor({ state: 'detached' });

    // The form checks the e-mail with the server's rule: the message is at the field, and goes once fixed.
    const email = page.getByRole('textbox', { name: 'Email' });
    const badEmail = page.getByText('Please enter a valid email address.');
    await email.fill('iron.temple');
    await save.click();
    await badEmail.waitFor();
    await email.fill('desk@irontemple.com.np');
    await badEmail.waitFor({ state: 'detached' });

    // A refusal only the server makes (answered here in its words, as every rule it has is also
    // the form's): its toast sits above the Save button, never over it, and its message at the field.
    await page.route(
      '**/api/gyms',
      (route) =>
        route.fulfill({
          status: 400,
          json: {
            message: 'Please enter a valid email address.',
            code: 'VALIDATION_ERROR',
            details: [{ field: 'emailAddress', message: 'Please enter a valid email address.' }],
          },
        }),
      { times: 1 },
    );
    await save.click();
    const refusal = toastWith(page, 'Failed to save gym: Please enter a valid email address.');
    await refusal.waitFor();
    await expectApart(refusal, save);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'gym-form-toast-above-save', viewport, { fullPage: false });
    // Editing the field closes its toast and its message at once, not five seconds later.
    await email.fill('hello@irontemple.com.np');
    await refusal.waitFor({ state: 'detached', timeout: 1_500 });
    expect(await email.getAttribute('aria-invalid')).toBeNull();

    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('irontemple.com.np');
    const facebook = page.getByRole('textbox', { name: 'Facebook' });
    await facebook.fill('facebook.com/irontemple');
    await website.focus();
    expect(await website.getAttribute('aria-invalid')).toBeNull();
    expect(await facebook.getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page);
    await save.click();
    await toastWith(page, 'Gym saved successfully!').waitFor();
    expect(await page.locator('[data-tone="error"]').count()).toBe(0);

    await waitForDashboard(page);
    await page.goto('/gyms');
    await page.getByRole('link', { name: 'Iron Temple' }).click();
    await heading(page, 'Iron Temple');
    expect(await page.getByRole('link', { name: /^irontemple\.com\.np/ }).getAttribute('href')).toBe(
      'http://irontemple.com.np',
    );
    expect(await page.getByRole('link', { name: /^facebook\.com\/irontemple/ }).getAttribute('href')).toBe(
      'http://facebook.com/irontemple',
    );
    await page.context().close();
  });

  it('signup: District is marked required and its error shows at the field, and goes with the toast once chosen', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/signup');
    await heading(page, 'Create your account');
    const district = page.getByRole('combobox', { name: /District/ });
    // The label carries the required mark.
    await page.getByText('District *').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Sita Tamang');
    await page.getByRole('textbox', { name: 'Phone' }).fill(freshPhone());
    await page.getByLabel(/^Password/).fill('long-enough-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const formToast = toastWith(page, 'Please correct the errors in the form.');
    await formToast.waitFor();
    // The message sits under the District field and is its description for screen readers.
    const message = page.getByText('District is required.');
    await message.waitFor();
    const describedBy = (await district.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await message.getAttribute('id'));
    await expectAccessible(page);
    await screenshot(page, 'signup-district-required', viewport);

    await district.selectOption({ label: 'Kaski' });
    await message.waitFor({ state: 'detached' });
    await formToast.waitFor({ state: 'detached', timeout: 1_500 });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await heading(page, 'Add New Gym');
    await page.context().close();
  });

  it('login: a refusal clears the Login button, closes in 5 s under a resting pointer, and the success replaces it', async () => {
    const owner = await registerOwner('Toast Owner');
    const page = await openPage(browser(), viewport);
    await page.goto('/login');
    await heading(page, 'Welcome Back!');
    const login = page.getByRole('button', { name: 'Login' });
    await page.getByRole('textbox', { name: 'Phone' }).fill(owner.phone);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await login.click();
    const refusal = page.locator('[data-tone="error"]');
    await refusal.waitFor();
    const shownAt = Date.now();
    await expectApart(refusal, login);
    // The pointer rests on the toast (as a tap leaves it on a phone): it still goes on time.
    await refusal.hover();
    await refusal.waitFor({ state: 'detached', timeout: 7_000 });
    expect(Date.now() - shownAt).toBeLessThan(6_500);

    await login.click();
    await refusal.waitFor();
    await password.fill(owner.password);
    await login.click();
    await toastWith(page, 'Successfully authenticated!').waitFor();
    expect(await refusal.count()).toBe(0);
    await page.context().close();
  });

  it('login: the toast asking for both fields goes once both are filled', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/login');
    await heading(page, 'Welcome Back!');
    await page.getByRole('button', { name: 'Login' }).click();
    const asking = toastWith(page, 'Phone and password are required');
    await asking.waitFor();
    await page.getByRole('textbox', { name: 'Phone' }).fill(DEMO.owner.phone);
    expect(await asking.count()).toBe(1);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.owner.password);
    await asking.waitFor({ state: 'detached', timeout: 1_500 });
    await page.context().close();
  });
});

/** A QR-like PNG (three corner squares) drawn in the page, as a gym's WiFi scanner image. */
async function qrPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 210;
    canvas.height = 210;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 210, 210);
    context.fillStyle = '#000';
    for (const [x, y] of [
      [0, 0],
      [140, 0],
      [0, 140],
    ] as const) {
      context.fillRect(x, y, 70, 70);
      context.clearRect(x + 20, y + 20, 30, 30);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

describe.each(VIEWPORTS)('pictures at $name size', (viewport) => {
  const browser = useBrowser();

  it('the gym form offers its countries with flag pictures, not emoji', async () => {
    const owner = await registerOwner('Flag Owner');
    const page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await heading(page, 'Add New Gym');
    const country = page.getByRole('combobox', { name: 'Country' });
    // The options are the countries' names as text; the chosen one's flag is drawn beside them.
    const names = await country.getByRole('option').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Nepal', 'Sri Lanka', 'India', 'Australia', 'Pakistan']));
    // No regional-indicator letters (emoji flags) anywhere on the form.
    expect(await page.locator('main').textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    for (const name of ['Nepal', 'Sri Lanka']) {
      await country.selectOption({ label: name });
      expect(await country.inputValue()).not.toBe('');
      // The chosen country's flag, unnamed (the label names the field): loaded, a line of text tall.
      const chosen = country.locator('xpath=..').locator('img');
      expect(await chosen.getAttribute('alt')).toBe('');
      await expect
        .poll(() => chosen.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      expect((await chosen.boundingBox())?.height).toBeGreaterThan(10);
    }
    await expectAccessible(page);
    // In the middle of the screen, clear of the sticky Save bar, for the picture.
    await country.evaluate((select) => select.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'gym-form-countries', viewport, { fullPage: false });
    await page.context().close();
  });

  it("the WiFi scanner image shows whole and square, the QR code's corners uncut", async () => {
    const owner = await registerOwner('WiFi Owner');
    const page = await openPage(browser(), viewport);
    const { token } = await signInByApi(owner);
    const { id } = await createGym(token, {}, await qrPng(page));
    await signedInWithOneGym(page, owner);
    await page.goto(`/gyms/${id}`);
    await heading(page, 'Iron Temple');
    const wifi = page.getByRole('img', { name: 'WiFi scanner' });
    const drawn = await wifi.evaluate((image: HTMLImageElement) => {
      const style = getComputedStyle(image);
      return {
        radius: Number.parseFloat(style.borderTopLeftRadius),
        fit: style.objectFit,
        width: image.width,
        height: image.height,
      };
    });
    expect(drawn.radius).toBeLessThan(10);
    expect(drawn.fit).toBe('contain');
    expect(drawn.width).toBe(drawn.height);
    await expectAccessible(page);
    await screenshot(page, 'gym-detail-wifi', viewport);
    await page.context().close();
  });
});

/** At least a 44 by 44 pixel touch target. */
async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box?.width, 'width').toBeGreaterThanOrEqual(44);
  expect(box?.height, 'height').toBeGreaterThanOrEqual(44);
}

describe.each(VIEWPORTS)('touch targets and names at $name size', (viewport) => {
  const browser = useBrowser();

  it('the public bar, the contact links and the login page are easy to tap', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/contact-us');
    await heading(page, 'Contact us');
    await expectTouchTarget(page.getByRole('banner').getByRole('link', { name: 'Login' }));
    if (viewport.name === 'phone') await expectTouchTarget(page.getByRole('button', { name: 'Open menu' }));
    await expectTouchTarget(page.getByRole('link', { name: '+9779800000000' }));
    await expectTouchTarget(page.getByRole('link', { name: /^Chat with us on WhatsApp/ }));
    await screenshot(page, 'contact-touch-targets', viewport);
    await page.goto('/login');
    await heading(page, 'Welcome Back!');
    await expectTouchTarget(page.getByRole('link', { name: 'Contact Support' }));
    await page.context().close();
  });

  it('signed in: the branch badge stays on screen beside a long gym name, the menu and Logout are easy to tap, delete buttons say which branch', async () => {
    const owner = await registerOwner('Branch Owner');
    const { token } = await signInByApi(owner);
    const name = 'Himalayan Strength and Conditioning Centre';
    for (const branch of ['Lakeside', 'Damside']) await createGym(token, { gymName: name, branch });
    const page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await heading(page, 'Select a Gym');
    await page.getByRole('button', { name: 'Manage Gym' }).first().click();
    await waitForDashboard(page);

    const bar = page.getByRole('banner');
    const badge = bar.getByText(/^(Lakeside|Damside)$/);
    await badge.waitFor();
    const box = await badge.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width, JSON.stringify(box)).toBe(true);
    expect(await badge.evaluate((element) => element.getBoundingClientRect().width > 30)).toBe(true);
    await screenshot(page, 'bar-branch-badge', viewport, { fullPage: false });

    if (viewport.name === 'phone') {
      await expectTouchTarget(page.getByRole('button', { name: 'Open menu' }));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
    }
    await expectTouchTarget(page.getByRole('button', { name: 'Logout' }));
    if (viewport.name === 'phone') await page.keyboard.press('Escape');

    await page.goto('/gyms');
    await heading(page, 'Gyms');
    const deletes = page.getByRole('button', { name: /^Delete / });
    await deletes.last().waitFor(); // the list arrives after the heading
    expect(await deletes.count()).toBe(2);
    const names = await deletes.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(new Set(names).size).toBe(2);
    expect(names.sort()).toEqual([`Delete ${name}, Damside`, `Delete ${name}, Lakeside`]);
    // A bare icon's name is seen too: on hover where a pointer hovers, on keyboard focus everywhere.
    const first = (await deletes.first().getAttribute('aria-label')) ?? '';
    const shown = page.getByText(first, { exact: true });
    if (viewport.name === 'desktop') {
      await deletes.first().hover();
      await shown.waitFor();
      await page.mouse.move(0, 0);
      await shown.waitFor({ state: 'hidden' });
    }
    await deletes.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await shown.waitFor();
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'hidden' });
    await expectAccessible(page);
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('live announcements at $name size', (viewport) => {
  const browser = useBrowser();

  it('a pending button that leaves with its page leaves no nameless image in the announcer (axe, nothing excluded)', async () => {
    const owner = await registerOwner('Announcer Owner');
    const page = await openPage(browser(), viewport);
    await page.goto('/login');
    await heading(page, 'Welcome Back!');
    await page.getByRole('textbox', { name: 'Phone' }).fill(owner.phone);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    // Focused and pressed from the keyboard: react-aria announces 'Logging in...' while it waits.
    await page.getByRole('button', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Add New Gym');
    await toastWith(page, 'Successfully authenticated!').waitFor();
    // The announcer defers its first announcement by 100 ms; it keeps each for 7 s.
    await page.waitForTimeout(300);
    // Whatever was announced is text now (empty when the button had gone before its turn came).
    const images = await page.evaluate(
      () => document.querySelectorAll('[data-live-announcer] [role="img"]').length,
    );
    expect(images).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
