import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  baseUrl,
  choose,
  countRequests,
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { dayIn, kathmanduDay, readableDate } from './support/dates.ts';

const path = (page: Page) => new URL(page.url()).pathname;

/**
 * The browser reads the app from a zone whose date is not Kathmandu's right now (Pago Pago is
 * 16:45 behind it, Kiritimati 8:15 ahead; at any moment one of them is on another day), so a date
 * taken from the reader's clock, or from UTC's, would show.
 */
const READER_ZONE =
  ['Pacific/Pago_Pago', 'Pacific/Kiritimati'].find(
    (zone) => dayIn(zone, new Date()) !== dayIn('Asia/Kathmandu', new Date()),
  ) ?? 'Pacific/Kiritimati';

/** Waits for a toast, then closes it as a phone user would: it covers the bottom of a phone's screen. */
async function toast(page: Page, text: string) {
  const notice = page.getByRole('alertdialog').filter({ hasText: text });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'detached' });
}

/** A multipart form straight to the API (gyms and clients are sent as forms). */
async function postForm<T>(path: string, fields: Record<string, string>, token: string): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function fillPayment(page: Page, billNo: string, amount?: string) {
  await choose(page, /Payment Type/, 'Bank Transfer');
  await page.getByRole('textbox', { name: /^Bill Number/ }).fill(billNo);
  if (amount) await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
}

/** The colour the due amount is written in, as [red, green, blue]. */
async function colourOf(page: Page, text: string) {
  const colour = await page
    .locator('article')
    .getByText(text, { exact: true })
    .evaluate((element) => getComputedStyle(element).color);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

/**
 * Presses the page's print button (the browser's dialog stubbed, its calls counted), then looks at
 * the page as it prints: the app around the sheet (`hidden`: selector and text) is off the paper,
 * the sheet (the article) is on it; `onPaper` checks more while printing.
 */
async function expectPrintsAlone(
  page: Page,
  button: string,
  hidden: [selector: string, text?: string][],
  onPaper: () => Promise<void>,
) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: button }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  try {
    const visibility = (selector: string, text?: string) =>
      page
        .locator(selector, text ? { hasText: text } : {})
        .first()
        .evaluate((element) => getComputedStyle(element).visibility);
    for (const [selector, text] of hidden) expect(await visibility(selector, text)).toBe('hidden');
    expect(await visibility('article')).toBe('visible');
    await onPaper();
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

describe.each(VIEWPORTS)('pricing plans, invoices and payments at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  const owner = { phone: freshPhone(), password: 'billing-owner-1' };
  let ownerToken = '';
  let ownerId = 0;
  let gymId = 0;
  let clientId = 0;

  beforeAll(async () => {
    await apiCall('POST', '/api/auth/register', {
      name: 'Sita Thapa',
      ...owner,
      address: 'Lalitpur',
      district: 'Lalitpur',
    });
    const { token, id } = await signInByApi(owner);
    ownerToken = token;
    ownerId = id;
    // The gym keeps Kathmandu's clock (the default).
    ({ id: gymId } = await postForm<{ id: number }>(
      '/api/gyms',
      { gymName: 'Patan Iron', branch: 'Mangal Bazar', address: 'Patan', contactNumber: '9841000000' },
      token,
    ));
    ({ id: clientId } = await postForm<{ id: number }>(
      '/api/clients',
      { gymId: String(gymId), name: 'Ram Bahadur', phone: '9841222333', gender: 'MALE' },
      token,
    ));
    page = await openPage(browser(), viewport, baseUrl(), { timezoneId: READER_ZONE });
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  it('adds a pricing plan after its rules, and edits it in place', async () => {
    await page.goto(`/gyms/pricing/${gymId}`);
    await heading(page, 'Pricing Plans');
    await page.getByText('No pricing plan data available.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add New Pricing Plan' }).click();
    await page.getByText('Plan Name is required.').waitFor();
    await page.getByText('All price fields must be filled and greater than zero.').first().waitFor();

    await page.getByRole('textbox', { name: /^Plan Name/ }).fill('Gold');
    await page.getByRole('textbox', { name: /^Monthly Price/ }).fill('1500');
    await page.getByRole('textbox', { name: /^3 Months Price/ }).fill('4000');
    await page.getByRole('textbox', { name: /^6 Months Price/ }).fill('7500');
    await page.getByRole('textbox', { name: /^12 Months Price/ }).fill('14000');
    await page.getByRole('textbox', { name: 'Extra Features' }).fill('Sauna');
    await page.getByRole('button', { name: 'Add New Pricing Plan' }).click();
    await toast(page, 'Pricing Plan Created Successfully!');
    await page.getByRole('heading', { name: 'Gold', level: 2 }).waitFor();
    // The form is empty again for the next plan.
    expect(await page.getByRole('textbox', { name: /^Plan Name/ }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Edit Gold' }).click();
    const editing = page.locator('section', { has: page.getByRole('heading', { name: 'Edit Gold' }) });
    const extras = editing.getByRole('textbox', { name: 'Extra Features' });
    await extras.fill('Sauna and lockers');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await toast(page, 'Pricing Plan Updated Successfully!');
    await page.getByText('Sauna and lockers').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'pricing-plans', viewport);
  });

  it('creates an invoice from the plan (its 3-month price fills the total) and goes on to pay', async () => {
    await page.goto(`/clients/${clientId}/add-invoices`);
    await heading(page, 'Create Invoice');
    await page.getByRole('button', { name: 'Save Invoice' }).click();
    await page.getByText('Membership End Date is required.').waitFor();
    await page.getByText('Pricing Plan is required.').waitFor();
    await page.getByText('Total Amount can not be zero.').waitFor();
    await page.getByText('Discounted Amount can not be zero.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'invoice-form', viewport);

    await page.getByRole('button', { name: '+3 Months' }).click();
    await choose(page, /Pricing Plan/, 'Gold');
    const total = page.getByRole('textbox', { name: /^Total Amount/ });
    await expect.poll(() => total.inputValue()).toBe('4,000');
    expect(await page.getByRole('textbox', { name: /^Discounted Amount/ }).inputValue()).toBe('4,000');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Invoice' }).click();
    await toast(page, 'Invoice processed successfully!');
    await page.waitForURL(/\/invoices\/\d+\/add-payment$/);
    await heading(page, 'Add Client Payment');

    // Unpaid, the invoice notes that the whole amount is on credit; its button leads back here.
    await page.goto(path(page).replace(/\/add-payment$/, ''));
    await heading(page, 'Invoice');
    // The gym's first invoice is its number 1, whatever its id among all gyms' invoices.
    await page.getByRole('article', { name: 'Invoice #1' }).waitFor();
    await page
      .getByText('No payments recorded: the whole Rs 4,000 is on credit until the client pays.')
      .waitFor();
    await expectIssuedOnTheGymsDay(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Client Payment' }).click();
    await heading(page, 'Add Client Payment');
  });

  /** The invoice says it was issued on Kathmandu's day of its making, not the reader's nor UTC's. */
  async function expectIssuedOnTheGymsDay(page: Page) {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(READER_ZONE);
    const invoiceId = path(page).split('/').at(-1);
    const invoice = await apiCall<{ createdAt: string; number: number }>(
      'GET',
      `/api/invoices/${invoiceId}`,
      undefined,
      ownerToken,
    );
    const made = new Date(invoice.createdAt);
    const issued = page.locator('article').getByText(/^Issued /);
    expect(await issued.textContent()).toBe(`Issued ${dayIn('Asia/Kathmandu', made)}`);
    const readersDay = dayIn(READER_ZONE, made);
    if (readersDay !== dayIn('Asia/Kathmandu', made))
      expect(await issued.textContent()).not.toContain(readersDay);
    // The client's invoices list says the same day.
    const clientPage = await page.context().newPage();
    await clientPage.goto(`/clients/${clientId}`);
    await clientPage.getByText(`#${invoice.number} of ${dayIn('Asia/Kathmandu', made)}`).waitFor();
    await clientPage.close();
  }

  it('pays part: the payment form offers what is due, and the invoice shows the rest due in red', async () => {
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('4,000');
    await page.getByRole('button', { name: 'Save Payment' }).click();
    await page.getByText('Payment Type is required.').waitFor();
    await page.getByText('Bill Number is required.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'payment-form', viewport);

    await fillPayment(page, 'B-001', '1500');
    // Money received is dated no later than the gym's today: a slip of the year is caught at the field.
    const paymentDate = page.getByLabel('Payment Date');
    const today = await paymentDate.inputValue();
    expect(today).toBe(kathmanduDay());
    await paymentDate.fill('2062-11-26');
    await page.getByRole('button', { name: 'Save Payment' }).click();
    await page.getByText('Payment Date cannot be later than today.').waitFor();
    await paymentDate.fill(today);
    await page.getByRole('button', { name: 'Save Payment' }).click();
    await toast(page, 'Payment added successfully!');
    await page.waitForURL(/\/invoices\/\d+$/);
    await heading(page, 'Invoice');
    // The payment's type in words, never the server's code.
    await page.locator('article').getByText('Bank Transfer', { exact: true }).first().waitFor();
    expect(await page.getByText('BANK_TRANSFER').count()).toBe(0);
    const [red = 0, green = 0, blue = 0] = await colourOf(page, 'Rs 2,500');
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
    await expectAccessible(page);
    await screenshot(page, 'invoice-due', viewport);
  });

  it('pays the rest and shows the invoice cleared', async () => {
    // The payment types came with the form's first opening: a static list, not asked for again.
    const paymentTypeRequests = countRequests(page, '/api/enums/payment-type');
    await page.getByRole('button', { name: 'Add Client Payment' }).click();
    await heading(page, 'Add Client Payment');
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('2,500');
    // A bill number is used once in a gym, whatever its case.
    await fillPayment(page, 'b-001 ');
    await page.getByRole('button', { name: 'Save Payment' }).click();
    await toast(
      page,
      'Failed to add payment: This Bill Number is already used by another payment or income of this gym.',
    );
    await heading(page, 'Add Client Payment');
    await page.getByRole('textbox', { name: /^Bill Number/ }).fill('B-002');
    expect(paymentTypeRequests()).toBe(0);
    await page.getByRole('button', { name: 'Save Payment' }).click();
    await toast(page, 'Payment added successfully!');
    await heading(page, 'Invoice');
    await page.locator('article').getByText('Cleared', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Client Payment' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'invoice-cleared', viewport);
    // The cleared invoice's add-payment address (an old link, Back) says so instead of an empty form.
    const invoiceAddress = path(page);
    await page.goto(`${invoiceAddress}/add-payment`);
    await page.getByText('Nothing is due on it: every payment it needs has been recorded.').waitFor();
    expect(await page.getByRole('button', { name: 'Save Payment' }).count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the invoice' }).click();
    await heading(page, 'Invoice');
    expect(path(page)).toBe(invoiceAddress);
  });

  it('prints the invoice alone', async () => {
    // The app bar, the page's heading, its buttons and Manage Payments are left off the paper.
    await expectPrintsAlone(
      page,
      'Print Invoice',
      [['header'], ['h1'], ['button', 'Print Invoice'], ['h2', 'Manage Payments']],
      async () => {
        expect(await page.locator('article').getByText('Cleared', { exact: true }).isVisible()).toBe(true);
        await screenshot(page, 'invoice-print', viewport);
      },
    );
  });

  it('prints a payment’s receipt alone and sends it by SMS, once', async () => {
    const invoiceAddress = path(page);
    // Each payment row leads to its receipt; the gym's second payment is its receipt #2.
    await page.getByRole('button', { name: 'Receipt #2' }).click();
    await heading(page, 'Receipt');
    const receipt = page.getByRole('article', { name: 'Receipt #2' });
    await receipt.getByText(`Paid ${readableDate(kathmanduDay())}`).waitFor();
    for (const text of [
      'Ram Bahadur',
      'Invoice #1 · Gold',
      'Bank Transfer',
      'B-002',
      'Sita Thapa',
      'Rs 2,500',
    ])
      await receipt.getByText(text, { exact: true }).first().waitFor();
    await receipt.getByText('Cleared', { exact: true }).waitFor();
    await expectAccessible(page);

    await expectPrintsAlone(page, 'Print Receipt', [['header'], ['h1'], ['button', 'Send Receipt']], () =>
      screenshot(page, 'receipt-print', viewport),
    );

    // Sent on request, charged like any SMS; then it is on its way and not sent twice. (The journey
    // at the other size has a client with the same phone and receipt number: count what is new.)
    const admin = await signInByApi(DEMO.superAdmin);
    await apiCall('PUT', `/api/users/${ownerId}`, { totalSms: 5 }, admin.token);
    const receiptsSent = async () =>
      (
        await apiCall<{ phone: string; text: string }[]>(
          'GET',
          '/api/admin/local-sms',
          undefined,
          admin.token,
        )
      ).filter((sms) => sms.phone === '9841222333' && sms.text.includes('(receipt #2)'));
    const before = (await receiptsSent()).length;
    await page.getByText('Not sent by SMS yet: Send Receipt texts it to 9841222333.').waitFor();
    await page.getByRole('button', { name: 'Send Receipt' }).click();
    await toast(page, 'Receipt #2 sent to Ram Bahadur: 1 SMS credit used.');
    await page.getByText(/^By SMS to 9841222333: /).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Send Receipt' }).isDisabled()).toBe(true);
    await expect.poll(async () => (await receiptsSent()).length, { timeout: 10_000 }).toBe(before + 1);
    // The newest first.
    expect((await receiptsSent())[0]?.text).toBe(
      'Dear Ram Bahadur, we received Rs 2,500 at Patan Iron (receipt #2). Still due: Rs 0. Thank you!',
    );
    const balance = await apiCall<{ totalSms: number }>(
      'GET',
      `/api/users/${ownerId}/total-sms`,
      undefined,
      ownerToken,
    );
    expect(balance.totalSms).toBe(4);
    await expectAccessible(page);
    await screenshot(page, 'receipt-sent', viewport);
    await page.getByRole('button', { name: 'Back to Invoice' }).click();
    await heading(page, 'Invoice');
    expect(path(page)).toBe(invoiceAddress);
    // Who recorded each payment, on the invoice's payments list.
    await page.getByText('Sita Thapa').first().waitFor();
  });

  it('edits a payment, deletes another, and edits the invoice', async () => {
    await page.getByRole('button', { name: 'Edit payment B-002' }).click();
    await heading(page, 'Edit Payment');
    expect(await page.getByRole('textbox', { name: /^Bill Number/ }).inputValue()).toBe('B-002');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('2000');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Payment' }).click();
    await toast(page, 'Payment updated successfully!');
    await heading(page, 'Invoice');
    await page.locator('article').getByText('Rs 500', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete payment B-001' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Payment deleted successfully!');
    await page.locator('article').getByText('Rs 2,000', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Delete payment B-001' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Invoice' }).click();
    await heading(page, 'Edit Invoice');
    const discounted = page.getByRole('textbox', { name: /^Discounted Amount/ });
    expect(await discounted.inputValue()).toBe('4,000');
    await discounted.fill('5000');
    await page.getByRole('button', { name: 'Save Invoice' }).click();
    await page.getByText('Discounted Amount cannot exceed Total Amount.').waitFor();
    await discounted.fill('3500');
    await page.getByRole('button', { name: 'Save Invoice' }).click();
    await toast(page, 'Invoice processed successfully!');
    await heading(page, 'Invoice');
    expect(path(page)).toMatch(new RegExp(`^/clients/${clientId}/invoices/\\d+$`));
    await page.locator('article').getByText('Rs 1,500', { exact: true }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'invoice-edited', viewport);
  });

  it('renews from the end of the running membership, shown and editable, and deletes that renewal', async () => {
    const { membershipEndDate: end } = await apiCall<{ membershipEndDate: string }>(
      'GET',
      `/api/clients/${clientId}`,
      undefined,
      ownerToken,
    );
    await page.goto(`/clients/${clientId}/add-invoices`);
    await heading(page, 'Create Invoice');
    // The paid-up days are kept: the new period starts where the running one ends.
    const start = page.getByLabel('Membership Start Date');
    await expect.poll(() => start.inputValue()).toBe(end);
    await page.getByText(`Continues the membership running to ${readableDate(end)}.`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'invoice-renewal', viewport);
    await page.getByRole('button', { name: '+1 Month' }).click();
    await choose(page, /Pricing Plan/, 'Gold');
    await expect.poll(() => page.getByRole('textbox', { name: /^Total Amount/ }).inputValue()).toBe('1,500');
    await page.getByRole('button', { name: 'Save Invoice' }).click();
    await toast(page, 'Invoice processed successfully!');
    await page.waitForURL(/\/invoices\/\d+\/add-payment$/);

    await page.goto(`/clients/${clientId}`);
    const renewed = await apiCall<{ membershipEndDate: string }>(
      'GET',
      `/api/clients/${clientId}`,
      undefined,
      ownerToken,
    );
    expect(renewed.membershipEndDate > end).toBe(true);
    await page.getByText(readableDate(renewed.membershipEndDate)).first().waitFor();
    // The first invoice has payments: it cannot go until they do, and the page says so.
    const paid = page.getByRole('button', {
      name: 'Invoice #1 has payments: delete them first to delete it',
    });
    expect(await paid.isDisabled()).toBe(true);
    await page
      .getByText('An invoice with payments cannot be deleted: delete its payments on the invoice first.')
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'client-invoices', viewport);
    await page.getByRole('button', { name: 'Delete invoice #2' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/^Delete invoice #2, /).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Invoice deleted successfully');
    await page.getByRole('button', { name: 'Delete invoice #2' }).waitFor({ state: 'detached' });
    // The membership ends with the invoice left again (the activity trail below keeps both dates).
    const membershipEnd = page.getByText('Membership End Date', { exact: true }).locator('..');
    await membershipEnd.getByText(readableDate(end)).waitFor();
    expect(await membershipEnd.getByText(readableDate(renewed.membershipEndDate)).count()).toBe(0);
    await expectAccessible(page);
  });

  it('starts a lapsed member’s new membership today, on the gym’s calendar', async () => {
    const { id: lapsed } = await postForm<{ id: number }>(
      '/api/clients',
      {
        gymId: String(gymId),
        name: 'Gita Lapsed',
        phone: '9841222444',
        gender: 'FEMALE',
        membershipEndDate: kathmanduDay(-5),
      },
      ownerToken,
    );
    await page.goto(`/clients/${lapsed}/add-invoices`);
    await heading(page, 'Create Invoice');
    await expect.poll(() => page.getByLabel('Membership Start Date').inputValue()).toBe(kathmanduDay());
    expect(await page.getByText(/^Continues the membership/).count()).toBe(0);
  });
});
