import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logIn } from './support/accounts.ts';
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
import { kathmanduDay, readableDate } from './support/dates.ts';
import { apiForm, type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

/**
 * Memberships as gyms run them (issue 25): a renewal continues from the old end date, a freeze moves
 * the end date and takes the member off the door, unfreezing early gives the unused days back.
 */
describe.each(VIEWPORTS)('memberships at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let owner: OwnerWithGym;
  let clientId = 0;
  let deviceId = 0;
  const end = kathmanduDay(40);

  beforeAll(async () => {
    owner = await ownerWithGym('Maya Gurung', 'Pokhara Strength');
    const plan = await apiCall<{ id: number }>(
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
    ({ id: clientId } = await apiForm<{ id: number }>(
      'POST',
      '/api/clients',
      { gymId: owner.gymId, name: 'सुनिता थापा', phone: '9841234567', gender: 'FEMALE' },
      owner.token,
    ));
    // 40 days left on a paid membership.
    await apiCall(
      'POST',
      '/api/invoices',
      {
        clientId,
        pricingPlanId: plan.id,
        membershipStartDate: kathmanduDay(-20),
        membershipEndDate: end,
        totalAmount: 2500,
        discountedAmount: 2500,
      },
      owner.token,
    );
    ({ id: deviceId } = await apiCall<{ id: number }>(
      'POST',
      '/api/access-control-devices',
      {
        gymId: owner.gymId,
        deviceName: 'K40 Pro',
        door: 'Front',
        serialNumber: `MEMBERSHIP-${viewport.name}`,
      },
      owner.token,
    ));
    await apiCall('POST', `/api/access-control-devices/${deviceId}/add-clients`, [clientId], owner.token);
    page = await openPage(browser(), viewport, baseUrl());
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  /** The door commands waiting for the device, newest first (verb and PIN). */
  const doorWishes = async () =>
    (
      await apiCall<{ command: string; status: string }[]>(
        'GET',
        `/api/access-control-devices/${deviceId}/commands`,
        undefined,
        owner.token,
      )
    ).map((command) => command.command.split('\t')[0]);
  const endDateShown = (date: string) =>
    page
      .getByText('Membership End Date', { exact: true })
      .locator('..')
      .getByText(readableDate(date))
      .waitFor();

  it('renews a member with 40 days left from the day the membership ends', async () => {
    await page.goto(`/clients/${clientId}/add-invoices`);
    await heading(page, 'Create Invoice');
    await expect.poll(() => page.getByLabel('Membership Start Date').inputValue()).toBe(end);
    await page.getByText(`Continues the membership running to ${readableDate(end)}.`).waitFor();
  });

  it('freezes for 14 days from 5 days ago, takes the member off the door, then unfreezes with 9 days back', async () => {
    await page.goto(`/clients/${clientId}`);
    await heading(page, 'सुनिता थापा');
    await endDateShown(end);
    await page.getByRole('button', { name: 'Freeze Membership' }).click();
    const startField = page.getByLabel('Freeze Start Date');
    const days = page.getByRole('textbox', { name: /^Days/ });
    // A wrong date first: after the membership ends, the server says so at the field.
    await startField.fill(kathmanduDay(41));
    await days.fill('14');
    await page.getByRole('button', { name: 'Freeze', exact: true }).click();
    await page.getByText("Freeze Start Date must be on or before the membership's end date.").waitFor();
    await expectAccessible(page);

    await startField.fill(kathmanduDay(-5));
    await page.getByRole('button', { name: 'Freeze', exact: true }).click();
    await page
      .getByText(
        `Membership frozen from ${readableDate(kathmanduDay(-5))} to ${readableDate(kathmanduDay(8))}.`,
      )
      .first()
      .waitFor();
    await endDateShown(kathmanduDay(54));
    await page.getByText('Frozen', { exact: true }).first().waitFor();
    await page.getByText('Frozen now').waitFor();
    // The door removal supersedes the record that was waiting for the device.
    expect(await doorWishes()).toEqual([`DATA DELETE USERINFO PIN=${clientId}`]);
    await expectAccessible(page);
    await screenshot(page, 'client-frozen', viewport);

    await page.getByRole('button', { name: 'Unfreeze' }).click();
    await page.getByText('Unfrozen: 9 unused days given back.').first().waitFor();
    await endDateShown(kathmanduDay(45));
    await page.getByText('5 of 14').waitFor();
    expect(await page.getByText('Frozen now').count()).toBe(0);
    expect(await doorWishes()).toEqual([`DATA UPDATE USERINFO PIN=${clientId}`]);
    // The activity trail says who froze and unfroze, and what moved.
    const activity = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Activity', level: 2 }) });
    await activity.getByText('Freeze changed').first().waitFor();
    await activity.getByText('Freeze added').first().waitFor();
    await activity
      .getByText(`Membership End Date: ${readableDate(kathmanduDay(54))} → ${readableDate(kathmanduDay(45))}`)
      .waitFor();
    expect(await activity.getByText('Maya Gurung').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'client-unfrozen', viewport);

    await page.goto(`/gyms/activity/${owner.gymId}`);
    await heading(page, 'Activity');
    await page.getByText('Invoice added').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'gym-activity', viewport);
  });

  it("refuses a freeze past the plan's yearly limit at the Days field and shows the fee before freezing", async () => {
    // The plan gets its freeze rules on its own form: a fee and 20 frozen days a year.
    await page.goto(`/gyms/pricing/${owner.gymId}`);
    await heading(page, 'Pricing Plans');
    await page.getByRole('button', { name: 'Edit Monthly' }).click();
    const editing = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Edit Monthly', exact: true }) });
    await editing.getByRole('textbox', { name: 'Freeze Fee' }).fill('500');
    await editing.getByRole('textbox', { name: 'Frozen Days per Year' }).fill('20');
    await editing.getByRole('button', { name: 'Save Plan' }).click();
    await page.getByText('Pricing Plan Updated Successfully!').first().waitFor();
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Monthly', exact: true }) });
    await card.getByText('Frozen Days per Year', { exact: true }).waitFor();
    await card.getByText('Rs 500', { exact: true }).waitFor();
    await expectAccessible(page);

    // The freeze above kept 5 days (5 days ago to yesterday): those of this year count.
    const today = kathmanduDay(0);
    const year = today.slice(0, 4);
    const used = [-5, -4, -3, -2, -1].filter((day) => kathmanduDay(day).startsWith(year)).length;
    const left = 20 - used;
    await page.goto(`/clients/${clientId}`);
    await heading(page, 'सुनिता थापा');
    await page.getByRole('button', { name: 'Freeze Membership' }).click();
    await page
      .getByText(
        `Monthly: ${left} of 20 frozen days left in ${year}; a freeze fee of Rs 500, charged as an invoice.`,
      )
      .waitFor();
    const days = page.getByRole('textbox', { name: /^Days/ });
    await days.fill(String(left + 1));
    await page.getByRole('button', { name: 'Freeze', exact: true }).click();
    const refusal = `Days is more than this plan allows: ${left} of 20 frozen days left in ${year}.`;
    await page.getByText(refusal).waitFor();
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'freeze-over-limit', viewport);

    await days.fill('3');
    await page.getByRole('button', { name: 'Freeze', exact: true }).click();
    await page.getByText('Freeze fee of Rs 500 invoiced.').first().waitFor();
    await page.getByText('Freeze fee (Monthly)').first().waitFor();
    await expectAccessible(page);
  });
});
