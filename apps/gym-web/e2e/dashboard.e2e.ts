import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logIn } from './support/accounts.ts';
import {
  expectAccessible,
  expectChartLabelsApart,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { kathmanduDay } from './support/dates.ts';
import { apiForm, type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

const path = (page: Page) => new URL(page.url()).pathname;

/** 'November 2026' for a YYYY-MM-DD date, as the chart labels its bars. */
const monthOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The dashboard card (a section under its heading) with this title. */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe.each(VIEWPORTS)('the dashboard at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let owner: OwnerWithGym;
  let invoiceId: number;
  const expiredIds: number[] = [];

  const addClient = (name: string, membershipEndDate: string) =>
    apiForm<{ id: number }>(
      'POST',
      '/api/clients',
      {
        gymId: owner.gymId,
        name,
        phone: '9812345678',
        gender: 'MALE',
        membershipEndDate,
        activeMember: true,
      },
      owner.token,
    );
  const pay = (amount: number, paymentDate: string, billNo: string) =>
    apiCall(
      'POST',
      '/api/payments',
      { invoiceId, billNo, amount, paymentDate, paymentType: 'CASH' },
      owner.token,
    );

  beforeAll(async () => {
    owner = await ownerWithGym('Maya Shrestha', 'Boudha Fitness');
    // Two memberships that ended 10 and 3 days ago, and one member who is paying for this month.
    expiredIds.push((await addClient('Ramesh Expired', kathmanduDay(-10))).id);
    expiredIds.push((await addClient('Gita Lapsed', kathmanduDay(-3))).id);
    const paying = await addClient('Sunil Paying', kathmanduDay(-1));
    const plan = await apiCall<{ id: number }>(
      'POST',
      `/api/pricing-plans/gyms/${owner.gymId}`,
      {
        planName: 'Standard',
        monthlyPrice: 3000,
        threeMonthPrice: 8000,
        sixMonthPrice: 15000,
        twelveMonthPrice: 28000,
      },
      owner.token,
    );
    const invoice = await apiCall<{ id: number }>(
      'POST',
      '/api/invoices',
      {
        clientId: paying.id,
        pricingPlanId: plan.id,
        membershipStartDate: kathmanduDay(-45),
        membershipEndDate: kathmanduDay(45),
        totalAmount: 8000,
        discountedAmount: 8000,
      },
      owner.token,
    );
    invoiceId = invoice.id;
    // Rent paid this month: an expense under its tag.
    await apiCall(
      'POST',
      '/api/moneyflows',
      {
        gymId: owner.gymId,
        transactionDate: `${kathmanduDay()}T09:00`,
        transactionType: 'EXPENSE',
        amount: 1500,
        tags: ['Rent'],
      },
      owner.token,
    );
    page = await openPage(browser(), viewport);
  });

  it('shows the members, no collections yet, and the expired clients longest expired first', async () => {
    await logIn(page, owner);
    await waitForDashboard(page);
    await heading(page, 'Dashboard');
    await card(page, 'Total Users').getByText('3', { exact: true }).waitFor();
    await card(page, 'Total Active Members').getByText('1', { exact: true }).waitFor();
    await card(page, 'Monthly Membership').getByText('Rs 0', { exact: true }).waitFor();
    await card(page, 'Total Membership Collection').getByText('Rs 0', { exact: true }).waitFor();
    await page.getByText('No collection data available.').waitFor();

    const members = page.getByRole('table', { name: 'User Types Distribution' });
    await members.getByRole('row', { name: /Active 1 \(33/ }).waitFor({ state: 'attached' });
    await members.getByRole('row', { name: /Expired 2 \(66\.7/ }).waitFor({ state: 'attached' });

    const expired = card(page, 'Expired Clients');
    const rows = expired.getByText(/days expired$/);
    await rows.first().waitFor();
    expect(await rows.allTextContents()).toEqual(['11 days expired', '4 days expired']);
    await expired.getByText('Ramesh Expired').waitFor();
    // Two clients fit one page: no Previous/Next.
    expect(await expired.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-before-payments', viewport);
  });

  it('moves the figures with payments: this month, to date, the monthly bars and the income by tag', async () => {
    const earlier = kathmanduDay(-40);
    await pay(2500, earlier, 'B-1');
    await pay(2000, kathmanduDay(), 'B-2');
    await page.reload();
    await heading(page, 'Dashboard');
    await card(page, 'Monthly Membership').getByText('Rs 2,000', { exact: true }).waitFor();
    await card(page, 'Total Membership Collection').getByText('Rs 4,500', { exact: true }).waitFor();

    const summary = card(page, 'Financial Summary');
    await summary.getByText('Rs 4,500', { exact: true }).first().waitFor();
    // react-aria's table is a grid: its rows are read within the summary's card.
    const byTag = summary;
    const tagRow = async (tag: string) => byTag.getByRole('row').filter({ hasText: tag }).textContent();
    await byTag.getByRole('row').filter({ hasText: 'Membership' }).waitFor();
    expect(await tagRow('Membership')).toBe('MembershipRs 4,500Rs 0');
    expect(await tagRow('Rent')).toBe('RentRs 0Rs 1,500');
    await summary.getByText('Rs 3,000', { exact: true }).waitFor();

    // The bar of this month carries the tooltip's text; hovering shows it.
    const thisMonth = page.getByRole('img', { name: `${monthOf(kathmanduDay())}: NPR 2,000 (2.0k)` });
    await thisMonth.waitFor();
    if (monthOf(earlier) !== monthOf(kathmanduDay())) {
      await page.getByRole('img', { name: `${monthOf(earlier)}: NPR 2,500 (2.5k)` }).waitFor();
    }
    await expectChartLabelsApart(page, 'Monthly Payment Collections');
    await thisMonth.hover();
    await page.getByRole('tooltip').getByText('NPR 2,000 (2.0k)').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dashboard', viewport);
  });

  it('opens a client from the expired list and sets another inactive, by keyboard', async () => {
    const expired = card(page, 'Expired Clients');
    // By keyboard: the row (a card's title button on a phone) opens with Enter.
    const opener =
      viewport.name === 'desktop'
        ? expired.getByRole('row').filter({ hasText: 'Gita Lapsed' })
        : expired.getByRole('button', { name: 'Gita Lapsed', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/clients/${expiredIds[1]}`);
    await page.goBack();
    await heading(page, 'Dashboard');

    const setInactive = expired.getByRole('button', { name: 'Set Inactive: Ramesh Expired' });
    if (viewport.name === 'desktop') {
      // In the table the arrow keys go from the row to its cells; the last cell's button takes focus.
      await expired.getByRole('row').filter({ hasText: 'Ramesh Expired' }).focus();
      for (let step = 0; step < 4; step++) {
        if (await setInactive.evaluate((button) => button === document.activeElement)) break;
        await page.keyboard.press('ArrowRight');
      }
    } else {
      await setInactive.focus();
    }
    expect(await setInactive.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Client has been set to inactive.').waitFor();
    await expired.getByText('Ramesh Expired').waitFor({ state: 'detached' });
    await expired.getByText('Gita Lapsed').waitFor();
    const members = page.getByRole('table', { name: 'User Types Distribution' });
    await members.getByRole('row', { name: /Inactive 1 \(33/ }).waitFor({ state: 'attached' });
    expect(path(page)).toBe('/home');
    await expectAccessible(page);
  });

  it('pages the expired clients 25 at a time, with Previous and Next only then', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        addClient(`Lapsed ${String(i + 1).padStart(2, '0')}`, kathmanduDay(-2)),
      ),
    );
    await page.reload();
    const expired = card(page, 'Expired Clients');
    await expired.getByText('1–25 of 26').waitFor();
    // Above 600 px the table's code arrives on demand, after the pager: wait for its rows.
    await expired
      .getByText(/days expired$/)
      .first()
      .waitFor();
    expect(await expired.getByText(/days expired$/).count()).toBe(25);
    await expired.getByRole('button', { name: 'Next' }).click();
    await expired.getByText('26–26 of 26').waitFor();
    expect(await expired.getByText(/days expired$/).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    await expectAccessible(page);
    await expired.getByRole('button', { name: 'Previous' }).click();
    await expired.getByText('1–25 of 26').waitFor();
  });

  it("shows another owner only their own gym, empty, and refuses them the first gym's figures", async () => {
    const other = await ownerWithGym('Nabin Karki', 'Empty Gym Co');
    for (const call of ['dashboard-cards', 'dashboard-monthly-payments', 'dashboard-financial-summary']) {
      await expect(apiCall('GET', `/api/${call}/${owner.gymId}`, undefined, other.token)).rejects.toThrow(
        /: 404 /,
      );
    }
    await expect(
      apiCall('GET', `/api/expired-clients/gyms/${owner.gymId}`, undefined, other.token),
    ).rejects.toThrow(/: 404 /);

    const second = await openPage(browser(), viewport);
    await logIn(second, other);
    await waitForDashboard(second);
    await heading(second, 'Dashboard');
    await card(second, 'Total Users').getByText('0', { exact: true }).waitFor();
    await card(second, 'Monthly Membership').getByText('Rs 0', { exact: true }).waitFor();
    await second.getByText('No member data available.').waitFor();
    await second.getByText('No collection data available.').waitFor();
    await second.getByText('No income or expense data available.').waitFor();
    await second.getByText('No expired client data available.').waitFor();
    expect(await second.getByText('Gita Lapsed').count()).toBe(0);
    await expectAccessible(second);
    await screenshot(second, 'dashboard-empty', viewport);
    await second.context().close();
  });
});
