import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  baseUrl,
  choose,
  expectAccessible,
  expectChartLabelsApart,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type Viewport,
  waitForDashboard,
} from './support/browser.ts';
import { kathmanduDay, readableDate } from './support/dates.ts';

const GYM_NAME = 'Fewa Fitness';
/** Nepali: the whole message is UCS-2, so 70 characters fit one segment and 67 each when split. */
const NEPALI_REMINDER = 'नमस्ते {client_name}, तपाईंको सदस्यता सकियो। कृपया नवीकरण गर्नुहोस्। ';
const DEFAULT_AFTER_1_DAY =
  'Dear {client_name}, your membership at {business_name} ended on {expiry_date}. Renew now and keep your progress going.';

/** The multipart forms (gym, client) the API takes, as the app's forms send them. */
async function postForm<T>(path: string, fields: Record<string, string | number>, token: string): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The first message of the list: a table row on a desktop, a card on a phone. */
const firstMessage = (page: Page, viewport: Viewport) =>
  viewport.name === 'desktop'
    ? page.getByRole('grid', { name: 'Sent SMS' }).getByRole('row').nth(1)
    : page.getByRole('list', { name: 'Sent SMS' }).getByRole('listitem').first();

describe.each(VIEWPORTS)('SMS at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let token: string;
  let gymId: number;
  const owner = { phone: freshPhone(), password: 'sms-owner-pass-1' };
  const hariPhone = freshPhone();
  let hariId: number;

  beforeAll(async () => {
    const user = await apiCall<{ id: number }>('POST', '/api/auth/register', {
      name: 'Maya Shrestha',
      ...owner,
      address: 'Pokhara',
      district: 'Kaski',
    });
    ({ token } = await signInByApi(owner));
    ({ id: gymId } = await postForm<{ id: number }>(
      '/api/gyms',
      { gymName: GYM_NAME, branch: 'Lakeside', contactNumber: '9846000000' },
      token,
    ));
    const clients: [name: string, phone: string, end: string][] = [
      ['Ram Thapa', freshPhone(), kathmanduDay(-10)],
      ['Gita Rai', freshPhone(), kathmanduDay(-2)],
      ['Hari Karki', hariPhone, kathmanduDay(30)],
    ];
    for (const [name, phone, end] of clients) {
      const client = await postForm<{ id: number }>(
        '/api/clients',
        { gymId, name, phone, gender: 'MALE', membershipEndDate: end },
        token,
      );
      if (phone === hariPhone) hariId = client.id;
    }
    const admin = await signInByApi(DEMO.superAdmin);
    await apiCall('PUT', `/api/users/${user.id}`, { totalSms: 10 }, admin.token);
    page = await openPage(browser(), viewport);
  });

  it('shows the balance and an empty list, and opens Send SMS', async () => {
    await logIn(page, owner);
    await waitForDashboard(page);
    await page.goto('/sms');
    await heading(page, 'SMS List');
    await page.getByText('SMS Remaining: 10').waitFor();
    await page.getByText('No SMS data available.').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send SMS' }).first().click();
    await heading(page, 'Send SMS');
  });

  it("previews the message as a client reads it, {expiry_date} in the gym's date format", async () => {
    const message = page.getByRole('textbox', { name: 'Message' });
    const preview = page.getByRole('figure', { name: 'Preview' });
    await message.fill('Hi {client_name}, {business_name} ends {expiry_date}.');
    // The example client's membership ends a week from the gym's today.
    await preview
      .getByText(`Hi Sita, ${GYM_NAME} ends ${readableDate(kathmanduDay(7))}.`, { exact: true })
      .waitFor();
    await expectAccessible(page);
    await message.fill('');
    await preview.waitFor({ state: 'detached' });
  });

  it('sends a Nepali reminder to the expired clients, charged by its real UCS-2 segments', async () => {
    const message = page.getByRole('textbox', { name: 'Message' });
    await page.getByRole('button', { name: 'Send to Expired Clients' }).click();
    await page.getByText('Message is required.').waitFor();
    await message.fill(NEPALI_REMINDER);
    expect(await page.getByText('Message is required.').count()).toBe(0);
    await page.getByRole('button', { name: '{business_name}' }).click();
    await expect.poll(() => message.inputValue()).toBe(`${NEPALI_REMINDER}{business_name}`);
    await page.getByText(/^Unicode \(UCS-2\)/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'sms-send', viewport);

    // The answer is held back a moment, to see the buttons while it is on its way.
    await page.route('**/api/sms/send', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send to Expired Clients' }).click();
    // Nothing is spent before the user has seen the real count and cost, from the server.
    const ask = page.getByRole('alertdialog', { name: 'Send SMS?' });
    await ask.getByText('2 recipients, 4 credits.').waitFor();
    await ask.getByText('SMS Remaining after sending: 6.').waitFor();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByText('SMS Remaining: 10').waitFor();
    await page.getByRole('button', { name: 'Send to Expired Clients' }).click();
    await ask.getByRole('button', { name: 'Send', exact: true }).click();
    const sending = ask.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    await page.getByText('SMS sent successfully').first().waitFor();
    expect(await page.getByRole('button', { name: 'Send to All Clients' }).isDisabled()).toBe(false);
    await page.unroute('**/api/sms/send');
    // Each filled message is 76-77 UCS-2 characters: 2 segments, so 2 clients cost 4 of the 10.
    await page.getByText('Sent 2 messages, 4 SMS credits used.').waitFor();
    await page.getByText('SMS Remaining: 6').waitFor();
    expect(await message.inputValue()).toBe('');
  });

  it('sends to typed numbers and goes into credit', async () => {
    // The radio itself is hidden behind its segment: a person presses the segment's text.
    await page.getByText('Send with Phone No.', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Send with Phone No.' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(700));
    await page
      .getByRole('textbox', { name: 'Phone Numbers' })
      .fill(`${hariPhone}, 9812345678,9812345679 , 9812345670`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Send SMS?' });
    await ask.getByText('4 recipients, 20 credits.').waitFor();
    await ask.getByText('SMS Remaining after sending: -14 (in credit).').waitFor();
    await ask.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Sent 4 messages, 20 SMS credits used.').waitFor();
    await page.getByText('SMS Remaining: -14').waitFor();
    await page.getByText('You are in credit.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Phone Numbers' }).inputValue()).toBe('');
    await expectAccessible(page);
  });

  it("takes only numbers of the gym's country, says which one is not at the field, and spends nothing", async () => {
    await page.getByRole('textbox', { name: 'Message' }).fill('Gym closed on Saturday.');
    const numbers = page.getByRole('textbox', { name: 'Phone Numbers' });
    // Seven digits and a Sri Lankan number passed the old check; neither is a number in Nepal.
    let quotes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/sms/quote')) quotes++;
    });
    for (const [typed, wrong] of [
      [`${hariPhone}, 1234567`, '1234567'],
      ['+94 77 123 4567', '+94 77 123 4567'],
    ] as const) {
      await numbers.fill(typed);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const message = `${wrong} is not a phone number of the gym's country.`;
      await page.getByText(message).waitFor();
      // Said at the field: the message is one of those the field is described by.
      const ids = (await numbers.getAttribute('aria-describedby'))?.split(' ') ?? [];
      const said = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(said.join(' ')).toContain(message);
    }
    await expectAccessible(page);
    expect(quotes).toBe(0);
    // Written with the country code and dashes, Hari's number is Hari, sent once.
    await numbers.fill(`+977 ${hariPhone.slice(0, 3)}-${hariPhone.slice(3)}, ${hariPhone}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Send SMS?' });
    await ask.getByText('1 recipient, 1 credit.').waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByText('SMS Remaining: -14').waitFor();
    // Nothing left typed, so the next step leaves the page without being asked.
    await numbers.fill('');
    await page.getByRole('textbox', { name: 'Message' }).fill('');
  });

  it('lists the messages with their costs, sorted and paged through the URL', async () => {
    await page.getByRole('button', { name: 'SMS List' }).click();
    await heading(page, 'SMS List');
    await page.getByText('You are in credit.').waitFor();
    await expectChartLabelsApart(page, 'Monthly SMS Count');
    await firstMessage(page, viewport).getByText('No Client').waitFor();
    await page.getByText('-5', { exact: true }).first().waitFor();
    await page.getByText('1–6 of 6').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'sms-list', viewport);

    if (viewport.name === 'desktop') {
      await page.getByRole('columnheader', { name: /Client/ }).click();
    } else {
      await choose(page, 'Sort by', 'Client A to Z');
    }
    await expect.poll(() => search(page)).toMatchObject({ sortBy: 'client', sortOrder: 'asc', page: '0' });
    await firstMessage(page, viewport).getByText('Gita Rai', { exact: true }).waitFor();
    await firstMessage(page, viewport).getByText('-2', { exact: true }).waitFor();

    await choose(page, 'Rows per page', '5');
    await page.getByText('1–5 of 6').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('6–6 of 6').waitFor();
    expect(search(page)).toEqual({ page: '1', rowsPerPage: '5', sortBy: 'client', sortOrder: 'asc' });

    await page.reload();
    await page.getByText('6–6 of 6').waitFor();
    await firstMessage(page, viewport).getByText('No Client').waitFor();
    await expectAccessible(page);
  });

  it('edits reminder settings, cancels an edit, and saves the whole settings', async () => {
    await page.getByRole('button', { name: 'Sms Setting' }).click();
    await heading(page, 'SMS Settings');
    for (const group of ['Before Expiry', 'After Expiry', 'Other']) {
      await page.getByRole('heading', { level: 2, name: group }).waitFor();
    }
    expect(await page.getByRole('switch').count()).toBe(9);
    await expectAccessible(page);

    await page.getByRole('switch', { name: '3 days before expiry' }).check({ force: true });
    await page.getByText('SMS settings saved.').first().waitFor();

    const reminder = page.getByRole('region', { name: '1 day after expiry' });
    await reminder.getByText(DEFAULT_AFTER_1_DAY).waitFor();
    await reminder.getByText('SMS count: 1').waitFor();
    await reminder.getByRole('button', { name: 'Edit 1 day after expiry message' }).click();
    const editor = reminder.getByRole('textbox', { name: '1 day after expiry message' });
    await editor.fill('Changed my mind');
    await reminder.getByRole('button', { name: 'Cancel' }).click();
    await reminder.getByText(DEFAULT_AFTER_1_DAY).waitFor();

    await reminder.getByRole('button', { name: 'Edit 1 day after expiry message' }).click();
    await editor.fill('');
    await reminder.getByRole('button', { name: 'Save' }).click();
    await reminder.getByText('Message is required.').waitFor();
    const renewed = `${NEPALI_REMINDER}{business_name}`;
    await editor.fill(renewed);
    await expectAccessible(page);
    await screenshot(page, 'sms-schedule-editing', viewport);
    await reminder.getByRole('button', { name: 'Save' }).click();
    await reminder.getByText('SMS count: 2').waitFor();

    await page.reload();
    await heading(page, 'SMS Settings');
    await reminder.getByText(renewed).waitFor();
    expect(await page.getByRole('switch', { name: '3 days before expiry' }).isChecked()).toBe(true);
    // A payment's receipt, beside the others: its template may also name the amount and the number.
    const receipt = page.getByRole('region', { name: 'Payment received' });
    await receipt.getByText(/\(receipt #\{receipt_number\}\)/).waitFor();
    expect(await receipt.getByRole('switch', { name: 'Payment received' }).isChecked()).toBe(false);
    await receipt.getByRole('button', { name: 'Edit Payment received message' }).click();
    await receipt.getByRole('button', { name: '{receipt_number}' }).waitFor();
    await receipt.getByRole('button', { name: '{amount_due}' }).waitFor();
    await expectAccessible(page);
    await receipt.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'sms-schedule', viewport);
    const saved = await apiCall<Record<string, unknown>>(
      'GET',
      `/api/gyms-sms-settings/${gymId}`,
      undefined,
      token,
    );
    expect(saved).toMatchObject({
      sendBefore3DaysExpired: true,
      sendBefore7DaysExpired: false,
      sendAfter1DayExpiredTemplate: renewed,
      sendAfter3DaysExpiredTemplate: expect.stringContaining('we miss you'),
    });
  });

  it('shows which messages were automatic and why: a renewal sends "membership renewed"', async () => {
    await page.getByRole('switch', { name: 'Membership Renewed' }).check({ force: true });
    await page.getByText('SMS settings saved.').first().waitFor();
    const plan = await apiCall<{ id: number }>(
      'POST',
      `/api/pricing-plans/gyms/${gymId}`,
      {
        planName: 'Monthly',
        monthlyPrice: 2500,
        threeMonthPrice: 7000,
        sixMonthPrice: 13000,
        twelveMonthPrice: 24000,
      },
      token,
    );
    // Hari's membership ran 30 more days: this invoice extends it, so the renewal message goes out.
    await apiCall(
      'POST',
      '/api/invoices',
      {
        clientId: hariId,
        pricingPlanId: plan.id,
        membershipStartDate: kathmanduDay(0),
        membershipEndDate: kathmanduDay(60),
        totalAmount: 2500,
        discountedAmount: 2500,
      },
      token,
    );
    await page.goto('/sms');
    await heading(page, 'SMS List');
    const newest = firstMessage(page, viewport);
    await newest.getByText('Automatic · membership renewed').waitFor();
    await newest.getByText('Hari Karki', { exact: true }).waitFor();
    // A message a person sent says nothing of the kind.
    expect(await page.getByText(/^Automatic · /).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'sms-list-automatic', viewport);
  });
});
