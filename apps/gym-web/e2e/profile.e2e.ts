import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/accounts.ts';
import {
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

const path = (page: Page) => new URL(page.url()).pathname;

describe.each(VIEWPORTS)('the profile at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let owner: OwnerWithGym;

  beforeAll(async () => {
    owner = await ownerWithGym('Bikash Thapa', 'Patan Power');
    page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  it('shows every field, with the days until the trial is due', async () => {
    await page.goto('/profile');
    await heading(page, /^Profile$/);
    await page.getByText('Bikash Thapa').waitFor();
    await page.getByText(owner.phone).waitFor();
    await page.getByText('Kathmandu').first().waitFor();
    // A new registration starts a 30-day trial.
    await page.getByText(/^(30|29) days$/).waitFor();
    for (const label of ['Total SMS', 'Verified', 'Payment Expiry Date', 'Created', 'Last Updated']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await page.getByText('Yes', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile', viewport);
  });

  it('edits the profile: name and phone are required, then it goes back with the new name', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await heading(page, 'Edit Profile');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByText('Phone is required.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile-edit', viewport);

    await name.fill('Bikash K. Thapa');
    await page.getByRole('textbox', { name: /^Phone/ }).fill(owner.phone);
    await page.getByRole('textbox', { name: /^Address/ }).fill('Jawalakhel, Lalitpur');
    await page.getByRole('button', { name: 'Save' }).click();
    await heading(page, /^Profile$/);
    expect(path(page)).toBe('/profile');
    await page.getByText('Bikash K. Thapa').waitFor();
    await page.getByText('Jawalakhel, Lalitpur').waitFor();
  });

  it('changes the password with its checks, and the new one signs in', async () => {
    await page.getByRole('button', { name: 'Change Password' }).click();
    await heading(page, 'Change Password');
    const submit = page.getByRole('button', { name: 'Change Password' });

    await page.getByLabel(/^New Password/).fill('short');
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^New Password/).fill('new-secret-99');
    await page.getByLabel(/^Confirm New Password/).fill('new-secret-98');
    await page.getByText('Passwords do not match.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'change-password', viewport);

    await page.getByLabel(/^Confirm New Password/).fill('new-secret-99');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    // Said at the empty field and in the toast.
    await page.getByText('All fields are required').first().waitFor();

    await page.getByLabel(/^Old Password/).fill('not-my-password');
    await submit.click();
    // The server's refusal: in the toast, and at the field it names.
    await page.getByText('The old password is not correct.').first().waitFor();
    expect(await page.getByLabel(/^Old Password/).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(/^Old Password/).fill(owner.password);
    await submit.click();
    await page.getByText('Password successfully changed!').waitFor();
    await heading(page, /^Profile$/);
    // The change ended every other session; this one goes on with the token the change answered.
    await page.reload();
    await heading(page, /^Profile$/);
    await page.getByText('Bikash K. Thapa').waitFor();

    await page.goto('/logout');
    await page.waitForURL('**/login');
    await logIn(page, { phone: owner.phone, password: owner.password });
    await page.getByText('Invalid phone number or password.').waitFor();
    expect(path(page)).toBe('/login');
    await logIn(page, { phone: owner.phone, password: 'new-secret-99' });
    await waitForDashboard(page);
  });
});
