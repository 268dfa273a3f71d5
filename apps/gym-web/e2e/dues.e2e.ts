import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO, logIn, signInByApi } from './support/accounts.ts';
import {
  choose,
  expectAccessible,
  expectFitsWidth,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type Viewport,
  waitForDashboard,
} from './support/browser.ts';
import { kathmanduDay } from './support/dates.ts';
import { apiForm, type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

const GYM_NAME = 'Bhaktapur Barbell';

/** The dues card (a section under its heading) with this title. */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The first row of the Dues list: a table row on a desktop, a card on a phone. */
const firstDue = (page: Page, viewport: Viewport) =>
  viewport.name === 'desktop'
    ? page.getByRole('grid', { name: 'Dues' }).getByRole('row').nth(1)
    : page.getByRole('list', { name: 'Dues' }).getByRole('listitem').first();

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe.each(VIEWPORTS)('dues at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let owner: OwnerWithGym;
  const invoiceIds: Record<string, number> = {};
  const clientIds: Record<string, number> = {};

  const setCredits = async (totalSms: number) => {
    const admin = await signInByApi(DEMO.superAdmin);
    await apiCall('PUT', `/api/users/${owner.userId}`, { totalSms }, admin.token);
  };

  beforeAll(async () => {
    owner = await ownerWithGym('Sabina Prajapati', GYM_NAME);
    const plan = await apiCall<{ id: number }>(
      'POST',
      `/api/pricing-plans/gyms/${owner.gymId}`,
      {
        planName: 'Monthly',
        monthlyPrice: 3000,
        threeMonthPrice: 8000,
        sixMonthPrice: 15000,
        twelveMonthPrice: 28000,
      },
      owner.token,
    );
    // Three members owing: 10, 45 and 75 days into their invoices, one of them paid in part; one
    // paid in full, who owes nothing.
    const owing: [name: string, daysAgo: number, amount: number, paid: number][] = [
      ['Ram Thapa', 10, 3000, 0],
      ['Gita Rai', 45, 8000, 2500.5],
      ['Hari Karki', 75, 1500, 0],
      ['Sita Paid', 20, 3000, 3000],
    ];
    for (const [name, daysAgo, amount, paid] of owing) {
      const client = await apiForm<{ id: number }>(
        'POST',
        '/api/clients',
        { gymId: owner.gymId, name, phone: '9812345678', gender: 'FEMALE' },
        owner.token,
      );
      clientIds[name] = client.id;
      const invoice = await apiCall<{ id: number }>(
        'POST',
        '/api/invoices',
        {
          clientId: client.id,
          pricingPlanId: plan.id,
          membershipStartDate: kathmanduDay(-daysAgo),
          membershipEndDate: kathmanduDay(30 - daysAgo),
          totalAmount: amount,
          discountedAmount: amount,
        },
        owner.token,
      );
      invoiceIds[name] = invoice.id;
      if (paid > 0) {
        await apiCall(
          'POST',
          '/api/payments',
          {
            invoiceId: invoice.id,
            billNo: `B-${name}`,
            amount: paid,
            paymentDate: kathmanduDay(),
            paymentType: 'CASH',
          },
          owner.token,
        );
      }
    }
    await setCredits(3);
    page = await openPage(browser(), viewport);
  });

  it('shows the total outstanding on the dashboard and the Dues screen from the navigation', async () => {
    await logIn(page, owner);
    await waitForDashboard(page);
    // 3000 + 5499.50 + 1500: Sita's cleared invoice is not owed.
    await page.getByText('Total outstanding: Rs 9,999.50').waitFor();
    if (viewport.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Dues', exact: true }).click();
    await heading(page, 'Dues');
    await card(page, '0-30 days').getByText('Rs 3,000', { exact: true }).waitFor();
    await card(page, '31-60 days').getByText('Rs 5,499.50', { exact: true }).waitFor();
    await card(page, 'Over 60 days').getByText('Rs 1,500', { exact: true }).waitFor();
    await card(page, 'Total outstanding').getByText('Rs 9,999.50', { exact: true }).waitFor();
    // The oldest debt first, with its age.
    await firstDue(page, viewport).getByText('Hari Karki').waitFor();
    await firstDue(page, viewport).getByText('75 days').waitFor();
    expect(await page.getByText('Sita Paid').count()).toBe(0);
    await page.getByText('1–3 of 3').waitFor();
    await expectAccessible(page);
    if (viewport.name === 'phone') await expectFitsWidth(page);
    await screenshot(page, 'dues-list', viewport);
  });

  it('sorts through the address, and Back undoes it', async () => {
    if (viewport.name === 'desktop') {
      await page.getByRole('columnheader', { name: /Due/ }).click();
    } else {
      await choose(page, 'Sort by', 'Largest due first');
    }
    await expect.poll(() => search(page).sortBy).toBe('amountDue');
    // Largest first is Gita's 5,499.50, smallest Hari's 1,500.
    const largestFirst = search(page).sortOrder === 'desc';
    await firstDue(page, viewport)
      .getByText(largestFirst ? 'Rs 5,499.50' : 'Rs 1,500', { exact: true })
      .waitFor();
    await page.goBack();
    await expect.poll(() => search(page).sortBy).toBeUndefined();
    await firstDue(page, viewport).getByText('75 days').waitFor();
  });

  it('asks before spending, then sends the reminder with the amount and charges its credit', async () => {
    await page.getByRole('button', { name: 'Send reminder: Gita Rai' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send the dues reminder?' });
    await dialog
      .getByText(
        `Dear Gita Rai, you have Rs 5,499.50 due at ${GYM_NAME}. Please pay at the front desk. Thank you!`,
      )
      .waitFor();
    await dialog.getByText('It costs 1 SMS credit (you have 3).').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dues-reminder', viewport, { fullPage: false });
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await page.getByText('Dues reminder sent to Gita Rai: 1 SMS credit used.').first().waitFor();
    await page.getByText('SMS Remaining: 2').waitFor();
    const sent = await apiCall<{ content: { content: string; client: { name: string } | null }[] }>(
      'GET',
      `/api/sms/gyms/${owner.gymId}`,
      undefined,
      owner.token,
    );
    expect(sent.content[0]).toMatchObject({
      content: `Dear Gita Rai, you have Rs 5,499.50 due at ${GYM_NAME}. Please pay at the front desk. Thank you!`,
      client: { name: 'Gita Rai' },
    });
  });

  it('refuses without credits and sends nothing', async () => {
    await setCredits(0);
    await page.reload();
    await page.getByText('SMS Remaining: 0').waitFor();
    await page.getByRole('button', { name: 'Send reminder: Ram Thapa' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send the dues reminder?' });
    await dialog.getByText('It costs 1 SMS credit (you have 0).').waitFor();
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await page
      .getByText(
        'Failed to send the reminder: Not enough SMS credits to send the reminder: buy more credits first.',
      )
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('SMS Remaining: 0').waitFor();
  });

  it('opens the client and the invoice’s payment from a row', async () => {
    await page.getByRole('link', { name: 'Ram Thapa', exact: true }).click();
    await page.waitForURL(new RegExp(`/clients/${clientIds['Ram Thapa']}$`));
    await page.goBack();
    await heading(page, 'Dues');
    await page.getByRole('link', { name: /^Invoice #\d+ of Hari Karki: add a payment$/ }).click();
    await page.waitForURL(
      new RegExp(`/clients/${clientIds['Hari Karki']}/invoices/${invoiceIds['Hari Karki']}/add-payment$`),
    );
  });

  it('sets the stop on owe, and the client page says the door refuses a member owing past it', async () => {
    await page.goto('/dues');
    await heading(page, 'Dues');
    await page.getByText('Refuse the door to members who owe').click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('textbox', { name: 'Days' }).fill('60');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Stop on owe saved.').first().waitFor();
    await expectAccessible(page);
    // Hari owes 1,500 for 75 days: past both; Gita's 5,499.50 is 45 days old.
    await page.getByRole('link', { name: 'Hari Karki', exact: true }).click();
    await page
      .getByText("The door refuses this member: Rs 1,500 owed past the gym's stop on owe (Rs 1,500 in all).")
      .waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Gita Rai', exact: true }).click();
    await page.getByText('Owes Rs 5,499.50.').waitFor();
    expect(await page.getByText('The door refuses this member').count()).toBe(0);
  });

  it("edits the dues reminder on the SMS settings and sends it with the client's amount", async () => {
    await page.goto('/Schedule');
    await heading(page, 'SMS Settings');
    await page.getByRole('button', { name: 'Edit Dues reminder message' }).click();
    const message = page.getByRole('textbox', { name: 'Dues reminder message' });
    await message.fill('Namaste {client_name}, please pay ');
    await page.getByRole('button', { name: '{amount_due}' }).click();
    await expect.poll(() => message.inputValue()).toBe('Namaste {client_name}, please pay {amount_due}');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('SMS settings saved.').first().waitFor();
    await page.getByText('Namaste {client_name}, please pay {amount_due}').waitFor();
    await screenshot(page, 'sms-dues-template', viewport);

    await setCredits(5);
    await page.goto('/dues');
    await heading(page, 'Dues');
    await page.getByRole('button', { name: 'Send reminder: Ram Thapa' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send the dues reminder?' });
    await dialog.getByText('Namaste Ram Thapa, please pay Rs 3,000').waitFor();
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await page.getByText('Dues reminder sent to Ram Thapa: 1 SMS credit used.').first().waitFor();
    const sent = await apiCall<{ content: { content: string }[] }>(
      'GET',
      `/api/sms/gyms/${owner.gymId}`,
      undefined,
      owner.token,
    );
    expect(sent.content[0]?.content).toBe('Namaste Ram Thapa, please pay Rs 3,000');
  });
});
