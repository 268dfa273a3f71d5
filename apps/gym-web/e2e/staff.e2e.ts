import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, freshPhone, logIn } from './support/accounts.ts';
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

const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Staff (issue 27): the owner invites a front-desk person by phone, who signs up, adds a client and
 * takes a payment, finds no way into the money or to delete a payment, and is signed out on their
 * open page when the owner revokes them.
 */
describe.each(VIEWPORTS)('staff at $name size', (viewport) => {
  const browser = useBrowser();
  let owner: OwnerWithGym;
  let ownerPage: Page;
  let deskPage: Page;
  const desk = { phone: freshPhone(), password: 'desk-pass-1234' };

  beforeAll(async () => {
    owner = await ownerWithGym('Staff Journey Owner', `Staff Gym ${viewport.name}`);
    await apiCall(
      'POST',
      `/api/pricing-plans/gyms/${owner.gymId}`,
      {
        planName: 'Monthly',
        monthlyPrice: 2500,
        threeMonthPrice: 7000,
        sixMonthPrice: 13000,
        twelveMonthPrice: 24000,
      },
      owner.token,
    );
    ownerPage = await openPage(browser(), viewport);
    deskPage = await openPage(browser(), viewport);
  });
  afterAll(async () => {
    await ownerPage?.context().close();
    await deskPage?.context().close();
  });

  it('lets the owner invite a front-desk person by phone to the gym', async () => {
    await logIn(ownerPage, owner);
    await waitForDashboard(ownerPage);
    await ownerPage.goto('/staff');
    await heading(ownerPage, 'Staff');
    await ownerPage.getByText('No staff yet').waitFor();
    await ownerPage.getByRole('textbox', { name: /^Name/ }).fill('Sita Desk');
    await ownerPage.getByRole('textbox', { name: /^Phone/ }).fill(desk.phone);
    await choose(ownerPage, /^Role/, 'Front desk');
    await ownerPage.getByRole('button', { name: 'Invite Staff' }).click();
    await ownerPage.getByText('Invitation saved.').first().waitFor();
    await ownerPage.getByText('Waiting for sign-up').waitFor();
    await expectAccessible(ownerPage);
    await screenshot(ownerPage, 'staff', viewport);
  });

  it('gives the front desk, once signed up, only what the role allows: a client added, a payment taken', async () => {
    await apiCall('POST', '/api/auth/register', {
      name: 'Sita Desk',
      ...desk,
      address: 'Kathmandu',
      district: 'Kathmandu',
    });
    await logIn(deskPage, desk);
    // No dashboard money for the front desk: signing in lands on the clients.
    await deskPage.waitForURL('**/clients');
    await heading(deskPage, 'Clients');
    if (viewport.name === 'phone') await deskPage.getByRole('button', { name: 'Open menu' }).click();
    await deskPage.getByRole('link', { name: 'Dues', exact: true }).waitFor();
    for (const hidden of ['Home', 'Money', 'Device', 'Staff']) {
      expect(await deskPage.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
    }
    if (viewport.name === 'phone') await deskPage.getByRole('button', { name: 'Close menu' }).click();

    await deskPage.goto('/clients/add');
    await heading(deskPage, 'Add Client');
    await deskPage.getByRole('textbox', { name: /^Name/ }).fill('Hari Thapa');
    await deskPage.getByRole('textbox', { name: /^Phone/ }).fill('9812345678');
    await choose(deskPage, /Gender/, 'Male');
    await deskPage.getByRole('button', { name: 'Save Client' }).click();
    await deskPage.getByText('Client saved successfully!').waitFor();
    await heading(deskPage, 'Hari Thapa');
    // A client is not deleted by the front desk, and their door devices are not theirs to see.
    expect(await deskPage.getByRole('heading', { name: 'Devices' }).count()).toBe(0);

    const clientId = Number(path(deskPage).split('/').at(-1));
    const plans = await apiCall<{ id: number }[]>(
      'GET',
      `/api/pricing-plans/gyms/${owner.gymId}`,
      undefined,
      owner.token,
    );
    const invoice = await apiCall<{ id: number }>(
      'POST',
      '/api/invoices',
      {
        clientId,
        pricingPlanId: plans[0]?.id,
        membershipStartDate: '2026-11-01',
        membershipEndDate: '2026-11-30',
        totalAmount: 2500,
        discountedAmount: 2500,
      },
      owner.token,
    );
    await deskPage.goto(`/clients/${clientId}/invoices/${invoice.id}`);
    await heading(deskPage, 'Invoice');
    await deskPage.getByRole('button', { name: 'Add Client Payment' }).click();
    await heading(deskPage, 'Add Client Payment');
    await choose(deskPage, /Payment Type/, 'Cash');
    await deskPage.getByRole('textbox', { name: /^Bill Number/ }).fill(`D-${viewport.name}`);
    await deskPage.getByRole('button', { name: 'Save Payment' }).click();
    await deskPage.getByText('Payment added successfully!').first().waitFor();
    await deskPage.waitForURL(/\/invoices\/\d+$/);
    // 'Recorded by': the payment names who took it.
    await deskPage.getByText('Sita Desk', { exact: true }).first().waitFor();
    // A recorded payment is neither edited nor deleted by the front desk: no such buttons.
    expect(await deskPage.getByRole('button', { name: /^Delete payment/ }).count()).toBe(0);
    expect(await deskPage.getByRole('button', { name: /^Edit payment/ }).count()).toBe(0);
    await expectAccessible(deskPage);
    await screenshot(deskPage, 'staff-front-desk-invoice', viewport);

    // The money ledger is not theirs: its address leads back to the clients.
    await deskPage.goto('/money');
    await deskPage.waitForURL('**/clients');
    await heading(deskPage, 'Clients');
  });

  it('signs the front desk’s open page out when the owner revokes them', async () => {
    await ownerPage.reload();
    await heading(ownerPage, 'Staff');
    await ownerPage.getByText('Active', { exact: true }).waitFor();
    await ownerPage.getByRole('button', { name: 'Revoke' }).click();
    const dialog = ownerPage.getByRole('alertdialog');
    await dialog.getByText('Revoke Sita Desk’s access to your gyms?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await ownerPage.getByText('Access revoked.').first().waitFor();
    await ownerPage.getByText('No staff yet').waitFor();

    // The open page asks for its roles every 15 s: it learns of the revocation on its own.
    await deskPage.getByText('Session has expired. Please log in again.').waitFor({ timeout: 30_000 });
  }, 60_000);
});
