import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('dashboard on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  const today = todayIn('Asia/Kathmandu');
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Dash Gym'));
    const call = (method: string, path: string, body: unknown) =>
      server.call(method, path, { token: owner.token, body });
    const planId = (
      await call('POST', `/api/pricing-plans/gyms/${gymId}`, {
        planName: 'M',
        monthlyPrice: 1,
        threeMonthPrice: 1,
        sixMonthPrice: 1,
        twelveMonthPrice: 1,
      })
    ).body.id;
    const client = async (name: string, end?: string) =>
      (
        await call(
          'POST',
          '/api/clients',
          multipartForm({
            gymId,
            name,
            phone: '9801234567',
            gender: 'MALE',
            ...(end ? { membershipEndDate: end } : {}),
          }),
        )
      ).body;
    const paying = await client('Active', addDays(today, 10));
    await client('Expired', addDays(today, -1));
    await client('No membership');
    const quitter = await client('Inactive', addDays(today, 5));
    await call('POST', `/api/clients/${quitter.id}/set-inactive`, undefined);

    const invoice = (
      await call('POST', '/api/invoices', {
        clientId: paying.id,
        pricingPlanId: planId,
        membershipStartDate: '2025-01-01',
        membershipEndDate: addDays(today, 10),
        totalAmount: 10000,
        discountedAmount: 10000,
      })
    ).body;
    for (const [amount, paymentDate] of [
      [1500, today],
      [2000.5, '2025-03-10'],
      [500, '2025-03-20'],
    ] as const) {
      await call('POST', '/api/payments', {
        invoiceId: invoice.id,
        billNo: `B-${amount}`,
        amount,
        paymentDate,
        paymentType: 'CASH',
      });
    }
    await call('POST', '/api/moneyflows', {
      gymId,
      transactionDate: new Date().toISOString(),
      transactionType: 'EXPENSE',
      tags: ['Rent'],
      amount: 3000,
    });
  });
  afterAll(() => server.close());

  it('counts members by state and sums the revenue', async () => {
    const cards = await server.call('GET', `/api/dashboard-cards/${gymId}`, { token: owner.token });
    // The client who never had a membership is a user but neither active, expired nor inactive.
    expect(cards.body).toEqual({
      totalUsers: 4,
      totalActiveMembers: 1,
      totalExpiredMembers: 1,
      totalInactiveMembers: 1,
      totalRevenueThisMonth: 1500,
      totalRevenueToDate: 4000.5,
      // The one invoice's 10000 less its payments (the Dues screen's total).
      totalOutstanding: 5999.5,
    });
  });

  it('totals the payments per month, oldest first', async () => {
    const monthly = await server.call('GET', `/api/dashboard-monthly-payments/${gymId}`, {
      token: owner.token,
    });
    const [year, month] = today.split('-').map(Number);
    expect(monthly.body).toEqual([
      { year: 2025, month: 3, total: 2500.5 },
      { year, month, total: 1500 },
    ]);
  });

  it('summarises income (payments included) and expenses by tag', async () => {
    const summary = await server.call('GET', `/api/dashboard-financial-summary/${gymId}`, {
      token: owner.token,
    });
    expect(summary.body).toEqual({
      totalIncome: 4000.5,
      totalExpense: 3000,
      netIncome: 1000.5,
      incomeByTag: { Membership: 4000.5 },
      expenseByTag: { Rent: 3000 },
    });
  });

  it.each([
    ['GET', '/api/dashboard-cards/{gym}'],
    ['GET', '/api/dashboard-monthly-payments/{gym}'],
    ['GET', '/api/dashboard-financial-summary/{gym}'],
  ] satisfies RouteCall[])('answers 404 to another owner for %s %s', async (...route) => {
    expect((await callRoute(server, stranger.token, { gym: gymId }, route)).status).toBe(404);
  });
});
