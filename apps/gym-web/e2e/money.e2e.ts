import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  baseUrl,
  choose,
  expectAccessible,
  expectChartLabelsApart,
  expectOptionsWhole,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';

/** Creates through a multipart call of the API (gyms and clients are sent as forms); the new id. */
async function postForm(path: string, fields: Record<string, string>, token: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** A client who pays 3,000 on 10 October: the payment's mirrored 'Membership' income. */
async function seedMembershipPayment(token: string, gymId: number) {
  const clientId = await postForm(
    '/api/clients',
    { gymId: String(gymId), name: 'Sita Rai', phone: '9811111111', gender: 'FEMALE' },
    token,
  );
  const plan = await apiCall<{ id: number }>(
    'POST',
    `/api/pricing-plans/gyms/${gymId}`,
    {
      planName: 'Monthly',
      monthlyPrice: 3000,
      threeMonthPrice: 8500,
      sixMonthPrice: 16000,
      twelveMonthPrice: 30000,
    },
    token,
  );
  const invoice = await apiCall<{ id: number }>(
    'POST',
    '/api/invoices',
    {
      clientId,
      pricingPlanId: plan.id,
      membershipStartDate: '2026-10-10',
      membershipEndDate: '2026-11-09',
      totalAmount: 3000,
      discountedAmount: 3000,
    },
    token,
  );
  const payment = await apiCall<{ id: number }>(
    'POST',
    '/api/payments',
    { invoiceId: invoice.id, billNo: 'M-1', amount: 3000, paymentDate: '2026-10-10', paymentType: 'CASH' },
    token,
  );
  return `/clients/${clientId}/invoices/${invoice.id}/edit-payment/${payment.id}`;
}

type Flow = [date: string, type: 'INCOME' | 'EXPENSE', tags: string[], amount: number, description: string];

/** October 2026 of a small gym, and two flows of September (so the monthly report has two months). */
const SEEDED: Flow[] = [
  ['2026-09-20T10:00', 'INCOME', ['Supplements'], 2000, 'September protein'],
  ['2026-09-28T18:00', 'EXPENSE', ['Rent'], 15000, 'September rent'],
  ['2026-10-01T09:00', 'EXPENSE', ['Rent'], 15000, 'October rent'],
  ['2026-10-02T07:30', 'INCOME', ['Personal Training'], 4000, 'PT package Ram'],
  ['2026-10-05T11:00', 'EXPENSE', ['Electricity'], 3200, 'NEA bill'],
  ['2026-10-08T17:15', 'INCOME', ['Supplements'], 1500, 'Creatine tubs'],
  ['2026-10-12T08:00', 'EXPENSE', ['Cleaning'], 1200, 'Cleaning service'],
  ['2026-10-15T19:45', 'INCOME', ['Personal Training', 'Supplements'], 6000, 'PT and shakes Sita'],
  ['2026-10-20T10:30', 'EXPENSE', ['Equipment'], 8500, 'New kettlebells'],
  ['2026-10-26T12:00', 'INCOME', ['Locker'], 800, 'Locker rent'],
  ['2026-10-30T20:00', 'EXPENSE', ['Water'], 600, 'Water jars'],
];

/** A row of a list or report (a table row on a desktop, a card on a phone) holding the text. */
const flowRow = (page: Page, text: string): Locator => page.locator('tr, li').filter({ hasText: text });

describe.each(VIEWPORTS)('money at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  const owner = { phone: freshPhone(), password: 'money-owner-pass-1' };
  let paymentEditPath = '';

  beforeAll(async () => {
    await apiCall('POST', '/api/auth/register', {
      name: 'Maya Thapa',
      ...owner,
      address: 'Butwal',
      district: 'Rupandehi',
    });
    const { token } = await signInByApi(owner);
    const gymId = await postForm(
      '/api/gyms',
      { gymName: 'Butwal Barbell', contactNumber: '9846000000', timeZone: 'Asia/Kathmandu' },
      token,
    );
    paymentEditPath = await seedMembershipPayment(token, gymId);
    for (const [transactionDate, transactionType, tags, amount, description] of SEEDED) {
      await apiCall(
        'POST',
        '/api/moneyflows',
        { gymId, billNo: null, transactionDate, transactionType, tags, amount, description },
        token,
      );
    }
    page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  it('records an income through the form, with its rules and messages', async () => {
    await page.goto('/money');
    await heading(page, 'Money');
    await page.getByRole('button', { name: 'Add Money Flow' }).first().click();
    await heading(page, 'Add Money Flow');
    await page.getByRole('button', { name: 'Save Money Flow' }).click();
    await page.getByText('Transaction Type is required.').waitFor();
    await page.getByText('Amount must be greater than zero.').waitFor();
    await page.getByText('At least one tag is required.').waitFor();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Bill No' }).fill('B-101');
    // The browser's own date and time input: 10/18/2026, 06:40 PM.
    await page.getByLabel('Transaction Date').fill('2026-10-18T18:40');
    await choose(page, /Transaction Type/, 'Income');
    // Tab settles the amount: its message goes before the next click, which would otherwise land
    // where the native checkbox was before the page moved up (a click needs press and release on it).
    await page.getByRole('textbox', { name: /^Amount/ }).fill('2500');
    await page.getByRole('textbox', { name: /^Amount/ }).press('Tab');
    await page
      .getByRole('group', { name: 'Existing tags' })
      .getByText('Supplements', { exact: true })
      .click();
    expect(await page.getByRole('checkbox', { name: 'Supplements' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'New tags' }).fill(' Shakes, , Protein Bars,Shakes ');
    await page.getByRole('textbox', { name: 'Description' }).fill('Shake bar weekend');
    await screenshot(page, 'money-form', viewport);
    await page.getByRole('button', { name: 'Save Money Flow' }).click();
    await page.getByText('Money Flow added successfully!').waitFor();
    await heading(page, 'Money');
    const added = flowRow(page, 'Shake bar weekend');
    await added.waitFor();
    const text = (await added.textContent()) ?? '';
    expect(text).toContain('Oct 18, 2026');
    expect(text).toContain('Rs 2,500');
    for (const tag of ['Supplements', 'Shakes', 'Protein Bars']) expect(text).toContain(tag);
  });

  it('filters October’s income by month and year, kept in the address across a reload', async () => {
    await expectOptionsWhole(page, 'Month');
    await choose(page, 'Month', 'October');
    const year = page.getByRole('textbox', { name: 'Year' });
    await year.fill('2026');
    await year.press('Enter');
    await page.getByRole('group', { name: 'Transaction Type' }).getByText('Income', { exact: true }).click();
    await page.waitForURL(/type=INCOME/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('2026-10-01');
    expect(url.searchParams.get('to')).toBe('2026-10-31');

    await page.reload();
    await heading(page, 'Money');
    await flowRow(page, 'PT package Ram').waitFor();
    expect(await flowRow(page, 'September protein').count()).toBe(0);
    expect(await flowRow(page, 'October rent').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Income' }).isChecked()).toBe(true);
    expect(await page.getByText('1–6 of 6').count()).toBe(1);
    // A payment's mirrored income is edited through its payment, and deleted with it.
    const membership = flowRow(page, 'Membership payment: Sita Rai');
    expect(await membership.getByRole('link', { name: /^Edit payment/ }).getAttribute('href')).toBe(
      paymentEditPath,
    );
    await membership.getByText('With its payment').waitFor();
    expect(await membership.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'money-list', viewport);
    if (viewport.name === 'desktop') {
      // The table's headers sort, kept in the address too: the smallest October income first.
      await page.getByRole('columnheader', { name: /^Amount/ }).click();
      await page.waitForURL(/sort=amount&order=asc/);
      await page.getByRole('row').nth(1).filter({ hasText: 'Locker rent' }).waitFor();
    }
  });

  it('edits a flow and deletes another after the confirmation', async () => {
    await page.goto('/money?tag=Locker&tag=Water');
    await flowRow(page, 'Locker rent').getByRole('link', { name: /^Edit/ }).click();
    await heading(page, 'Edit Money Flow');
    expect(await page.getByRole('checkbox', { name: 'Locker' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1000');
    await page.getByRole('textbox', { name: 'Description' }).fill('Locker rent, 4 lockers');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Money Flow' }).click();
    await page.getByText('Money Flow updated successfully!').waitFor();
    await flowRow(page, 'Locker rent, 4 lockers').getByText('Rs 1,000').waitFor();

    await page.goto('/money?tag=Locker&tag=Water');
    await flowRow(page, 'Water jars')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this Money Flow?').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Money Flow deleted successfully!').waitFor();
    await page.getByText('1–1 of 1').waitFor();
    expect(await flowRow(page, 'Water jars').count()).toBe(0);
  });

  it('analyses the months, then October day by day, and income and expense by tag', async () => {
    await page.goto('/money/analytics');
    await heading(page, 'Money Analytics');
    await expectChartLabelsApart(page, 'Total Income');
    await expectChartLabelsApart(page, 'Total Expense');
    await expectOptionsWhole(page, 'Month');
    await expectAccessible(page);
    await screenshot(page, 'money-analytics-graph', viewport);

    await page.getByRole('radio', { name: 'Table' }).check({ force: true });
    // October: income 4000 + 1500 + 6000 + 1000 + 2500 + 3000 (the payment), expense 15000 + 3200 + 1200 + 8500.
    const october = flowRow(page, 'October 2026');
    await october.waitFor();
    const octoberText = (await october.textContent()) ?? '';
    expect(octoberText).toContain('Rs 18,000');
    expect(octoberText).toContain('Rs 27,900');
    expect(octoberText).toContain('-Rs 9,900');
    await flowRow(page, 'September 2026').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'money-analytics-monthly', viewport);

    await october.getByRole('button', { name: 'October 2026' }).click();
    expect(await page.getByRole('radio', { name: 'Daily' }).isChecked()).toBe(true);
    const fifteenth = flowRow(page, 'Oct 15, 2026');
    await fifteenth.waitFor();
    expect(await fifteenth.textContent()).toContain('Rs 6,000');
    expect(await flowRow(page, 'Sep').count()).toBe(0);
    await page.getByRole('figure', { name: 'Income by Tag' }).waitFor();
    await page.getByRole('figure', { name: 'Expense by Tag' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'money-analytics-daily', viewport);
  });

  it('keeps one tag per name and splits an amount among its tags, so no breakdown is more than was spent', async () => {
    // The expense: Rs 26,000 tagged 'Rent, rent, Electricity', in a month of its own.
    await page.goto('/money/add');
    await heading(page, 'Add Money Flow');
    await page.getByLabel('Transaction Date').fill('2026-11-03T10:00');
    await choose(page, /Transaction Type/, 'Expense');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('26000');
    await page.getByRole('textbox', { name: 'New tags' }).fill('Rent, rent, Electricity');
    await page.getByText('An amount with several tags is split equally among them.').waitFor();
    await page.getByRole('textbox', { name: 'Description' }).fill('Hall and power, November');
    await page.getByRole('button', { name: 'Save Money Flow' }).click();
    await page.getByText('Money Flow added successfully!').waitFor();
    await heading(page, 'Money');
    const saved = (await flowRow(page, 'Hall and power, November').textContent()) ?? '';
    expect(saved.match(/Rent/gi)).toHaveLength(1);
    expect(saved).toContain('Electricity');

    await page.goto('/money/analytics');
    await heading(page, 'Money Analytics');
    await page.getByLabel('Start date').fill('2026-11-03');
    await page.getByLabel('End date').fill('2026-11-03');
    const expense = page.getByRole('table', { name: 'Expense by Tag' });
    await expense.getByRole('row', { name: /^Rent Rs 13,000 \(50/ }).waitFor({ state: 'attached' });
    await expense.getByRole('row', { name: /^Electricity Rs 13,000 \(50/ }).waitFor({ state: 'attached' });
    expect(await expense.getByRole('row', { name: /Rs 26,000|Rs 78,000/ }).count()).toBe(0);
    await page.getByRole('figure', { name: 'Expense by Tag' }).getByText('Rs 26,000').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'money-analytics-split', viewport);

    // The dashboard's table: each tag once, its expenses adding up to Total Expense.
    await page.goto('/home');
    const summary = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Financial Summary' }) });
    const byTag = summary.getByRole('table', { name: 'Income and expense by tag' });
    await byTag.getByRole('row').filter({ hasText: 'Electricity' }).waitFor();
    const rupees = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
    const expenses = await byTag.locator('tbody tr td:last-child').allTextContents();
    const totalExpense = await summary
      .getByText('Total Expense')
      .locator('xpath=following-sibling::*[1]')
      .textContent();
    expect(expenses.reduce((sum, cell) => sum + rupees(cell), 0)).toBe(rupees(totalExpense ?? ''));
    expect(await byTag.getByRole('row').filter({ hasText: /^Rent/i }).count()).toBe(1);
    await summary.getByText('An amount with several tags is split equally among them.').waitFor();
    await expectAccessible(page);
  });
});
