import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, DEMO, freshPhone, logIn, signInByApi } from './support/accounts.ts';
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

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe.each(VIEWPORTS)('sign-up, login and the guards at $name size', (viewport) => {
  const browser = useBrowser();

  it('signs up (after the form rules), lands on the profile, and logs out', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ram Bahadur');
    await page.getByRole('textbox', { name: 'Phone' }).fill('98412');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, 'Please correct the errors in the form.');
    await page.getByText('Phone number must be exactly 10 digits.').waitFor();
    await page.getByText('Password must be at least 8 characters.').waitFor();

    await page.getByRole('textbox', { name: 'Phone' }).fill(freshPhone());
    await page.getByLabel(/^Password/).fill('long-enough-1');
    await choose(page, /District/, 'Kathmandu');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Signup goes to the profile, which needs a gym: a new owner is taken to create the first one.
    await heading(page, 'Add New Gym');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await heading(page, 'Welcome Back!');
    await page.goto('/home');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('asks for both fields, shows the server refusal, then signs in and lets the owner choose a gym', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Phone and password are required').first().waitFor();
    await logIn(page, { phone: DEMO.owner.phone, password: 'wrong-password' });
    await page
      .getByText(/not correct|Invalid|incorrect/i)
      .first()
      .waitFor();

    await logIn(page, DEMO.owner);
    await toast(page, 'Successfully authenticated!');
    await heading(page, 'Select a Gym');
    await page.getByRole('button', { name: 'Manage Gym' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'gym-selector', viewport);
    await page.getByRole('button', { name: 'Manage Gym' }).first().click();
    await waitForDashboard(page);
    await page.goto('/login');
    await page.waitForURL('**/gym-profiles');
    await page.context().close();
  });

  it('sends an owner whose subscription ended to the renewal page', async () => {
    const phone = freshPhone();
    const owner = await apiCall<{ id: number }>('POST', '/api/auth/register', {
      name: 'Lapsed Owner',
      phone,
      password: 'lapsed-owner-1',
      address: 'Pokhara',
      district: 'Kaski',
    });
    const admin = await signInByApi(DEMO.superAdmin);
    await apiCall('PUT', `/api/users/${owner.id}`, { paymentExpiryDate: '2020-01-01' }, admin.token);
    const page = await openPage(browser(), viewport);
    await logIn(page, { phone, password: 'lapsed-owner-1' });
    await heading(page, 'Membership Renewal Required');
    await page.getByRole('link', { name: 'Contact us on WhatsApp' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'renewal', viewport);
    await page.getByRole('button', { name: 'Logout' }).click();
    await heading(page, 'Welcome Back!');
    await page.context().close();
  });

  it('takes a super admin to the admin area, and to the gym app with the panel off', async () => {
    const page = await openPage(browser(), viewport);
    await logIn(page, DEMO.superAdmin);
    await heading(page, 'Admin');
    await expectAccessible(page);
    await screenshot(page, 'admin-home', viewport);
    await page.getByText('Admin Panel', { exact: true }).click();
    // The admin owns no gym: the selector sends them to create one.
    await heading(page, 'Add New Gym');
    await page.goto('/admin-home');
    await page.waitForURL(/\/(gym-profiles|add)$/);
    await page.getByText('Admin Panel', { exact: true }).click();
    await heading(page, 'Admin');
    await page.context().close();
  });

  it('keeps the session across a reload and sends a stranger to login', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/gyms');
    await page.waitForURL('**/login');
    await logIn(page, DEMO.owner);
    await heading(page, 'Select a Gym');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
    expect(Object.keys(saved).sort()).toEqual(['gym', 'user']);
    await page.reload();
    await heading(page, 'Select a Gym');
    await page.context().close();
  });

  it("raises 'Session has expired' when the stored token has run out, and its Login action signs out", async () => {
    const page = await openPage(browser(), viewport);
    await logIn(page, DEMO.owner);
    await heading(page, 'Select a Gym');
    await page.getByRole('button', { name: 'Manage Gym' }).first().click();
    await waitForDashboard(page);
    // The token's expiry passes while the app is open (as after a day's sign-in).
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('root') ?? '{}');
      saved.user.tokenExpiresAt = new Date(Date.now() - 1000).toISOString();
      localStorage.setItem('root', JSON.stringify(saved));
    });
    // The dashboard's first call finds the token run out and raises the alert over the screen.
    await page.reload();
    const alert = page.getByRole('alertdialog', { name: 'Session expired' });
    await alert.getByText('Session has expired. Please log in again.').waitFor();
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Login' }).click();
    await heading(page, 'Welcome Back!');
    await page.context().close();
  });
});
