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
import { kathmanduDay } from './support/dates.ts';
import { ESEWA_TEST_MERCHANT } from './support/fake-esewa.ts';
import { apiForm, type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

/** What the local SMS provider sent to a phone (newest first), as the super admin reads it. */
async function smsTo(phone: string) {
  const admin = await signInByApi(DEMO.superAdmin);
  const sent = await apiCall<{ phone: string; text: string }[]>(
    'GET',
    '/api/admin/local-sms',
    undefined,
    admin.token,
  );
  return sent.filter((sms) => sms.phone.endsWith(phone.slice(-10))).map((sms) => sms.text);
}

/**
 * Issue 28: the front desk sends a payment link from an invoice; the member pays it on eSewa's page
 * (a fake eSewa on loopback that speaks ePay v2, signatures included) and comes back; the invoice
 * reads 'Cleared', the receipt went out by SMS, and the activity trail says eSewa recorded it.
 */
describe.each(VIEWPORTS)('payment links at $name size', (viewport) => {
  const browser = useBrowser();
  let owner: OwnerWithGym;
  let clientId: number;
  let invoiceId: number;
  const memberPhone = freshPhone();

  beforeAll(async () => {
    owner = await ownerWithGym('Sita Adhikari', `Online Gym ${viewport.name}`);
    const admin = await signInByApi(DEMO.superAdmin);
    await apiCall('PUT', `/api/users/${owner.userId}`, { totalSms: 10 }, admin.token);
    await apiCall(
      'PUT',
      `/api/gyms/${owner.gymId}/payment-gateways/ESEWA`,
      { enabled: true, credentials: ESEWA_TEST_MERCHANT },
      owner.token,
    );
    const plan = await apiCall<{ id: number }>(
      'POST',
      `/api/pricing-plans/gyms/${owner.gymId}`,
      {
        planName: 'Monthly',
        monthlyPrice: 1500,
        threeMonthPrice: 4000,
        sixMonthPrice: 7500,
        twelveMonthPrice: 14000,
      },
      owner.token,
    );
    ({ id: clientId } = await apiForm<{ id: number }>(
      'POST',
      '/api/clients',
      { gymId: owner.gymId, name: 'Binod Rai', phone: memberPhone, gender: 'MALE' },
      owner.token,
    ));
    ({ id: invoiceId } = await apiCall<{ id: number }>(
      'POST',
      '/api/invoices',
      {
        clientId,
        pricingPlanId: plan.id,
        membershipStartDate: kathmanduDay(0),
        membershipEndDate: kathmanduDay(30),
        totalAmount: 1500,
        discountedAmount: 1500,
      },
      owner.token,
    ));
  });

  it('sends a link from the invoice, the member pays on eSewa, and the invoice clears', async () => {
    const desk = await openPage(browser(), viewport);
    await logIn(desk, owner);
    await waitForDashboard(desk);
    await desk.goto(`/clients/${clientId}/invoices/${invoiceId}`);
    await heading(desk, 'Invoice');
    await desk.getByRole('button', { name: 'Send payment link by SMS' }).click();
    await desk.getByText('Payment link sent by SMS.').waitFor();
    await desk.getByText(/^Open until /).waitFor();
    await expectAccessible(desk);
    await screenshot(desk, 'payment-link-sent', viewport);

    // The member's phone: the link from the SMS, the pay page, eSewa's page, and back.
    await expect.poll(async () => (await smsTo(memberPhone)).length, { timeout: 15_000 }).toBe(1);
    const [linkSms = ''] = await smsTo(memberPhone);
    const address = /https?:\/\/\S+\/pay\/[0-9a-f]{24}/.exec(linkSms)?.[0] ?? '';
    expect(address.startsWith(baseUrl())).toBe(true);
    const member = await openPage(browser(), viewport);
    await member.goto(address);
    await member.getByRole('heading', { level: 1, name: /^Pay Online Gym/ }).waitFor();
    await member.getByRole('button', { name: 'Pay Rs 1,500 with eSewa' }).click();
    await member.getByRole('link', { name: 'Confirm payment' }).click();
    await member.getByRole('heading', { level: 1, name: 'Paid' }).waitFor();
    await member.getByText(/is paid\. Thank you/).waitFor();
    await screenshot(member, 'payment-link-paid', viewport);

    // The desk sees it without reloading (the open link is read again): the invoice is cleared.
    await desk.getByText('Paid online: the payment is recorded.').waitFor({ timeout: 20_000 });
    await desk.getByRole('row', { name: /Due/ }).getByText('Cleared').waitFor();
    await desk
      .getByText(/^eSewa 000E2E/)
      .first()
      .waitFor();
    await screenshot(desk, 'payment-link-cleared', viewport);

    // The receipt went out by SMS, once.
    await expect
      .poll(async () => (await smsTo(memberPhone)).filter((text) => !text.includes('/pay/')).length, {
        timeout: 15_000,
      })
      .toBe(1);

    // The activity trail: the payment, added by eSewa.
    await desk.goto(`/gyms/activity/${owner.gymId}`);
    await desk.getByText('Payment added').first().waitFor();
    await desk.getByText('eSewa', { exact: true }).first().waitFor();
    await expectAccessible(desk);
    await screenshot(desk, 'payment-link-activity', viewport);
  });
});
