import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  choose,
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

/** What a field says under it: its error, named by the field through aria-describedby. */
async function fieldMessage(page: Page, label: string | RegExp): Promise<string> {
  const field = page.getByLabel(label).first();
  const describedBy = await field.getAttribute('aria-describedby');
  if (!describedBy) return '';
  return (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
}

const api = <T>(owner: OwnerWithGym, path: string) => apiCall<T>('GET', path, undefined, owner.token);

/** Counts the page's requests of a method to an address containing `addressPart`, from now on. */
function countSent(page: Page, method: string, addressPart: string): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes(addressPart)) sent++;
  });
  return () => sent;
}

describe.each(VIEWPORTS)('wrong data is refused at its field at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let owner: OwnerWithGym;

  beforeAll(async () => {
    owner = await ownerWithGym('Wrong Data Owner', 'Honest Gym');
    page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  it('says at each field what cannot be right in a client, and saves nothing until it is fixed', async () => {
    await page.goto('/clients/add');
    await heading(page, 'Add Client');
    const saves = countSent(page, 'POST', '/api/clients');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Wrong Data');
    await choose(page, /Gender/, 'Male');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('abc-123');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByLabel('Date of Birth').fill('2030-01-01');
    await page.getByLabel('Joined Date').fill('2026-06-01');
    await page.getByLabel('Membership End Date').fill('2026-01-01');
    await page.getByRole('button', { name: 'Save Client' }).click();

    await page.getByText("Phone must be a phone number of the gym's country.").waitFor();
    expect(await fieldMessage(page, /^Phone/)).toBe("Phone must be a phone number of the gym's country.");
    expect(await fieldMessage(page, 'Email')).toBe('Please enter a valid email address.');
    expect(await fieldMessage(page, 'Date of Birth')).toBe('Date of Birth cannot be later than today.');
    expect(await fieldMessage(page, 'Membership End Date')).toBe(
      'Membership End Date cannot be before Joined Date.',
    );
    await expectAccessible(page);
    await screenshot(page, 'client-form-refused', viewport);
    expect(saves()).toBe(0);
    const listed = await api<{ paginationResponse: { totalElements: number } }>(
      owner,
      `/api/clients/gyms/${owner.gymId}`,
    );
    expect(listed.paginationResponse.totalElements).toBe(0);

    // Typed as people do, with the country code and dashes: stored as Nepal writes it.
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+977 984-1234567');
    await page.getByRole('textbox', { name: 'Email' }).fill('wrong.data@example.com');
    await page.getByLabel('Date of Birth').fill('1990-01-01');
    await page.getByLabel('Membership End Date').fill('2026-12-01');
    await page.getByRole('button', { name: 'Save Client' }).click();
    await heading(page, 'Wrong Data');
    const clients = await api<{ content: { phone: string }[] }>(owner, `/api/clients/gyms/${owner.gymId}`);
    expect(clients.content.map((client) => client.phone)).toEqual(['9841234567']);
  });

  it('says at the gym form’s fields that a latitude, a longitude and a contact number are wrong, changing nothing', async () => {
    await page.goto(`/gyms/edit/${owner.gymId}`);
    await heading(page, 'Edit Gym');
    await page.getByRole('textbox', { name: /^Contact Number 1/ }).fill('not a phone');
    const latitude = page.getByRole('textbox', { name: 'Latitude' });
    await latitude.fill('123.456');
    await latitude.press('Tab');
    const longitude = page.getByRole('textbox', { name: 'Longitude' });
    await longitude.fill('abc');
    await longitude.press('Tab');
    // Nothing typed is changed: not moved to 90, not dropped.
    expect(await latitude.inputValue()).toBe('123.456');
    expect(await longitude.inputValue()).toBe('abc');
    await page.getByRole('button', { name: 'Save Gym' }).click();
    await page.getByText('Latitude must be a number from -90 to 90.').waitFor();
    expect(await fieldMessage(page, 'Latitude')).toBe('Latitude must be a number from -90 to 90.');
    expect(await fieldMessage(page, 'Longitude')).toBe('Longitude must be a number from -180 to 180.');
    expect(await fieldMessage(page, /^Contact Number 1/)).toBe(
      "Contact number must be a phone number of the gym's country.",
    );
    await expectAccessible(page);
    await screenshot(page, 'gym-form-refused', viewport);
    const gym = await api<{ latitude: number | null; longitude: number | null; contactNumber: string[] }>(
      owner,
      `/api/gyms/${owner.gymId}`,
    );
    expect(gym).toMatchObject({ latitude: null, longitude: null, contactNumber: ['9841000000'] });
  });

  it('does not send Change Password empty: each field says it is needed', async () => {
    await page.goto('/profile/change-password');
    await heading(page, 'Change Password');
    const sent = countSent(page, 'PUT', '/change-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    for (const label of [/^Old Password/, /^New Password/, /^Confirm New Password/]) {
      await expect.poll(() => fieldMessage(page, label)).toBe('All fields are required');
    }
    await expectAccessible(page);
    expect(sent()).toBe(0);
  });

  it('says which field is too long and its limit, and that a paste was cut', async () => {
    await page.goto(`/gyms/pricing/${owner.gymId}`);
    await heading(page, 'Pricing Plans');
    await page.getByRole('textbox', { name: /^Plan Name/ }).fill('Long Notes');
    for (const [index, price] of ['2500', '7000', '13000', '24000'].entries()) {
      await page.getByRole('textbox', { name: /Price/ }).nth(index).fill(price);
    }
    await page.getByRole('textbox', { name: 'Extra Features' }).fill('x'.repeat(5000));
    await page.getByRole('button', { name: 'Add New Pricing Plan' }).click();
    await expect
      .poll(() => fieldMessage(page, 'Extra Features'))
      .toBe('Extra features must be at most 2,000 characters.');
    await expectAccessible(page);

    await page.goto('/clients/add');
    await heading(page, 'Add Client');
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'y'.repeat(10_000));
    await notes.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(async () => (await notes.inputValue()).length).toBe(2000);
    expect(await fieldMessage(page, 'Notes')).toBe('Pasted text was cut to 2,000 characters.');
  });
});

describe.each(VIEWPORTS)('an owner in Sri Lanka signs up truthfully at $name size', (viewport) => {
  const browser = useBrowser();

  it('chooses Sri Lanka and a Sri Lankan district', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/signup');
    const phone = freshPhone();
    await page.getByRole('textbox', { name: 'Name' }).fill('Nimal Perera');
    await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await page.getByLabel(/^Password/).fill('long-enough-1');
    await choose(page, 'Country', 'Sri Lanka');
    await page.getByRole('option', { name: 'Kandy' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('option', { name: 'Kathmandu' }).count()).toBe(0);
    await choose(page, /District/, 'Kandy');
    await expectAccessible(page);
    await screenshot(page, 'signup-sri-lanka', viewport);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await heading(page, 'Add New Gym');
    const { id, token } = await signInByApi({ phone, password: 'long-enough-1' });
    const user = await apiCall<{ country: string; district: string }>(
      'GET',
      `/api/users/${id}`,
      undefined,
      token,
    );
    expect(user).toMatchObject({ country: 'LK', district: 'Kandy' });
    await page.context().close();
  });
});
