import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('money flows on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Money Gym'));
    // Kathmandu is UTC+5:45: 2026-10-31T20:00Z is already 1 November there.
    for (const [transactionDate, transactionType, tags, amount] of [
      ['2026-10-15T10:00:00+05:45', 'INCOME', ['Supplements'], 1200],
      ['2026-10-31T20:00:00Z', 'EXPENSE', ['Rent'], 30000],
      ['2026-11-02T09:00:00+05:45', 'INCOME', ['Personal Training', 'Supplements'], 5000.25],
      ['2026-11-02T18:00:00+05:45', 'EXPENSE', ['Electricity'], 4500],
    ] as const) {
      await server.call('POST', '/api/moneyflows', {
        token: owner.token,
        body: {
          gymId,
          billNo: `B-${amount}`,
          transactionDate,
          transactionType,
          tags,
          amount,
          description: null,
        },
      });
    }
  });
  afterAll(() => server.close());

  const get = (path: string, token = owner.token) => server.call('GET', path, { token });

  it('creates a flow with its tags trimmed, blanks dropped and duplicates removed', async () => {
    const created = await server.call('POST', '/api/moneyflows', {
      token: owner.token,
      body: {
        gymId,
        transactionDate: '2026-09-01T08:00:00Z',
        transactionType: 'EXPENSE',
        tags: [' Cleaning ', '', 'Cleaning', 'Water'],
        amount: 800,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tags: ['Cleaning', 'Water'],
      amount: 800,
      billNo: null,
      paymentId: null,
      clientId: null,
      invoiceId: null,
    });
    const updated = await server.call('PUT', `/api/moneyflows/${created.body.id}`, {
      token: owner.token,
      body: {
        gymId,
        transactionDate: '2026-09-01T08:00:00Z',
        transactionType: 'EXPENSE',
        tags: ['Cleaning'],
        amount: 900,
      },
    });
    expect(updated.body).toMatchObject({ amount: 900, tags: ['Cleaning'] });
    expect(
      (await server.call('DELETE', `/api/moneyflows/${created.body.id}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await get(`/api/moneyflows/${created.body.id}`)).status).toBe(404);
  });

  it.each([
    ['transactionDate', { transactionDate: undefined }, 'Transaction Date is required.'],
    ['transactionType', { transactionType: undefined }, 'Transaction Type is required.'],
    ['amount', { amount: 0 }, 'Amount must be greater than zero.'],
    ['tags', { tags: [] }, 'At least one tag is required.'],
    ['tags', { tags: ['  ', ''] }, 'At least one tag is required.'],
    [
      'transactionDate',
      { transactionDate: '2026-02-30T10:00:00' },
      'Transaction Date must be a real date and time, such as 2026-11-03T18:30.',
    ],
  ])('refuses a bad %s with the specification’s message', async (field, change, message) => {
    const answer = await server.call('POST', '/api/moneyflows', {
      token: owner.token,
      body: {
        gymId,
        transactionDate: '2026-11-01T00:00:00Z',
        transactionType: 'INCOME',
        tags: ['X'],
        amount: 1,
        ...change,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(answer.body.details[0].field).toBe(field);
  });

  it('lists a page with the extra page fields, and the gym’s tags', async () => {
    const page = await get(`/api/moneyflows/gym/${gymId}?pageSize=3`);
    expect(page.body.content.map((flow: { amount: number }) => flow.amount)).toEqual([1200, 30000, 5000.25]);
    expect(page.body).toMatchObject({ pageNo: 0, totalPages: 2, last: false });
    expect((await get(`/api/moneyflows/gym/${gymId}?pageSize=3&pageNo=1`)).body.last).toBe(true);
    expect((await get(`/api/moneyflows/gym/${gymId}/tags`)).body).toEqual([
      'Electricity',
      'Personal Training',
      'Rent',
      'Supplements',
    ]);
  });

  it('searches by type, period in gym time and tags, newest first', async () => {
    const search = async (query: string) =>
      (await get(`/api/moneyflows/gym/${gymId}/search?${query}`)).body.content.map(
        (flow: { amount: number }) => flow.amount,
      );
    expect(await search('transactionType=INCOME')).toEqual([5000.25, 1200]);
    expect(await search('startDate=2026-11-01T00:00:00&endDate=2026-11-30T23:59:59')).toEqual([
      4500, 5000.25, 30000,
    ]);
    expect(await search('startDate=2026-11-01&endDate=2026-11-01')).toEqual([30000]);
    expect(await search('tags=Rent,Electricity')).toEqual([4500, 30000]);
    expect((await get(`/api/moneyflows/gym/${gymId}/search?startDate=yesterday`)).status).toBe(400);
    const impossible = await get(`/api/moneyflows/gym/${gymId}/search?endDate=2026-11-31T00:00:00`);
    expect(impossible.status).toBe(400);
    expect(impossible.body.details[0].field).toBe('endDate');
  });

  it('reports income, expense and net per month and per day in the gym’s time zone', async () => {
    const monthly = await get(`/api/moneyflows/aggregated-report?gymId=${gymId}`);
    expect(monthly.body).toEqual([
      { period: '2026-10', totalIncome: 1200, totalExpense: 0, netIncome: 1200 },
      { period: '2026-11', totalIncome: 5000.25, totalExpense: 34500, netIncome: -29499.75 },
    ]);
    const daily = await get(
      `/api/moneyflows/aggregated-report?gymId=${gymId}&reportType=DAILY&startDate=2026-11-01T00:00:00&endDate=2026-11-30T23:59:59`,
    );
    expect(daily.body.map((row: { period: string }) => row.period)).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('reports the months of a gym that reads Bikram Sambat as BS months, summed exactly', async () => {
    const monthly = `/api/moneyflows/aggregated-report?gymId=${gymId}&reportType=MONTHLY`;
    expect((await get(monthly)).body.map((row: { period: string }) => row.period)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    // 20 October is 3 Kartik 2083: in BS it joins 1-2 November (15-16 Kartik), apart from 15 October (29 Ashoj).
    const kartik = await server.call('POST', '/api/moneyflows', {
      token: owner.token,
      body: {
        gymId,
        transactionDate: '2026-10-20T10:00:00+05:45',
        transactionType: 'INCOME',
        tags: ['Supplements'],
        amount: 0.1,
      },
    });
    // The calendar is a setting, not data: the report must follow it though no data changed since.
    await server.db.query(`UPDATE gyms SET date_calendar = 'BS' WHERE id = $1`, [gymId]);
    try {
      expect((await get(monthly)).body).toEqual([
        { period: '2083-06', totalIncome: 1200, totalExpense: 0, netIncome: 1200 },
        { period: '2083-07', totalIncome: 5000.35, totalExpense: 34500, netIncome: -29499.65 },
      ]);
      const daily = await get(`/api/moneyflows/aggregated-report?gymId=${gymId}&reportType=DAILY`);
      expect(daily.body[0].period).toBe('2026-10-15');
    } finally {
      await server.db.query(`UPDATE gyms SET date_calendar = 'AD' WHERE id = $1`, [gymId]);
      await server.call('DELETE', `/api/moneyflows/${kartik.body.id}`, { token: owner.token });
    }
  });

  it('sums by tag for analytics and a period’s distribution, and gives the basic totals', async () => {
    // 5000.25 under two tags is 2500.13 and 2500.12: split to the cent, the first tag taking the odd one.
    expect((await get(`/api/moneyflows/gym/${gymId}/analytics`)).body).toEqual({
      incomeDistribution: { 'Personal Training': 2500.13, Supplements: 3700.12 },
      expenseDistribution: { Electricity: 4500, Rent: 30000 },
    });
    const october = await get(
      `/api/moneyflows/distribution?gymId=${gymId}&startDate=2026-10-01T00:00:00&endDate=2026-10-31T23:59:59`,
    );
    expect(october.body).toEqual({ incomeDistribution: { Supplements: 1200 }, expenseDistribution: {} });
    expect((await get(`/api/moneyflows/basic-info?gymId=${gymId}`)).body).toEqual({
      totalIncome: 6200.25,
      totalExpense: 34500,
      netIncome: -28299.75,
      transactionCount: 4,
    });
  });

  describe('tags one per name, and breakdowns that add up to what was spent', () => {
    let tagGym: number;
    const post = (tags: string[], amount: number, transactionType = 'EXPENSE') =>
      server.call('POST', '/api/moneyflows', {
        token: owner.token,
        body: { gymId: tagGym, transactionDate: '2026-11-10T10:00', transactionType, tags, amount },
      });
    beforeAll(async () => {
      const gym = await server.call('POST', '/api/gyms', {
        token: owner.token,
        body: multipartForm({ gymName: 'Tag Gym', contactNumber: '9800000009' }),
      });
      tagGym = gym.body.id;
    });

    it('keeps one tag per name whatever the case, in the gym’s first spelling', async () => {
      const rent = await post(['Rent', ' rent', 'Electricity', 'RENT '], 26000);
      expect(rent.status).toBe(201);
      expect(rent.body.tags).toEqual(['Rent', 'Electricity']);
      // A name the gym has is written its way, alone or among new ones; new ones keep their own.
      expect((await post(['electricity', 'Water Jars'], 600)).body.tags).toEqual([
        'Electricity',
        'Water Jars',
      ]);
      const edited = await server.call('PUT', `/api/moneyflows/${rent.body.id}`, {
        token: owner.token,
        body: {
          gymId: tagGym,
          transactionDate: '2026-11-10T10:00',
          transactionType: 'EXPENSE',
          tags: ['RENT', 'water jars'],
          amount: 26000,
        },
      });
      expect(edited.body.tags).toEqual(['Rent', 'Water Jars']);
      expect((await get(`/api/moneyflows/gym/${tagGym}/tags`)).body).toEqual([
        'Electricity',
        'Rent',
        'Water Jars',
      ]);
      // The filter finds a tag whatever the case it is asked in.
      const found = await get(`/api/moneyflows/gym/${tagGym}/search?tags=rent`);
      expect(found.body.content.map((flow: { amount: number }) => flow.amount)).toEqual([26000]);
    });

    it('splits an amount across its tags, so the breakdown is never more than was spent', async () => {
      const fresh = await server.call('POST', '/api/gyms', {
        token: owner.token,
        body: multipartForm({ gymName: 'Split Gym', contactNumber: '9800000010' }),
      });
      tagGym = fresh.body.id;
      // The expense: Rs 26,000 tagged 'Rent, rent, Electricity'.
      expect((await post(['Rent', 'rent', 'Electricity'], 26000)).body.tags).toEqual(['Rent', 'Electricity']);
      // 100.01 in three: 33.34, 33.34 and 33.33.
      await post(['Water', 'Rent', 'Cleaning'], 100.01);
      await post(['Shakes', 'Protein'], 0.01, 'INCOME');
      const all = (await get(`/api/moneyflows/gym/${tagGym}/analytics`)).body;
      expect(all).toEqual({
        incomeDistribution: { Protein: 0, Shakes: 0.01 },
        expenseDistribution: { Cleaning: 33.33, Electricity: 13000, Rent: 13033.34, Water: 33.34 },
      });
      const cents = (amounts: Record<string, number>) =>
        Object.values(amounts).reduce((sum, amount) => sum + Math.round(amount * 100), 0);
      const totals = (await get(`/api/moneyflows/basic-info?gymId=${tagGym}`)).body;
      expect(cents(all.expenseDistribution)).toBe(Math.round(totals.totalExpense * 100));
      expect(cents(all.incomeDistribution)).toBe(Math.round(totals.totalIncome * 100));
      const summary = (await get(`/api/dashboard-financial-summary/${tagGym}`)).body;
      expect(summary).toMatchObject({ totalExpense: 26100.01, expenseByTag: all.expenseDistribution });
      const period = await get(
        `/api/moneyflows/distribution?gymId=${tagGym}&startDate=2026-11-01&endDate=2026-11-30`,
      );
      expect(period.body).toEqual(all);
    });
  });

  it('reads a date-time without an offset as the gym’s local time, so a late-evening flow lands on the gym’s day', async () => {
    // Colombo is UTC+5:30: 23:30 there on 3 December is 18:00 UTC, still 3 December.
    const colombo = await server.call('POST', '/api/gyms', {
      token: owner.token,
      body: multipartForm({ gymName: 'Colombo Gym', contactNumber: '0112345678', timeZone: 'Asia/Colombo' }),
    });
    const gym = colombo.body.id;
    const post = (transactionDate: string, amount: number) =>
      server.call('POST', '/api/moneyflows', {
        token: owner.token,
        body: { gymId: gym, transactionDate, transactionType: 'INCOME', tags: ['Late Class'], amount },
      });
    const local = await post('2026-12-03T23:30:00', 700);
    expect(local.status).toBe(201);
    expect(local.body.transactionDate).toBe('2026-12-03T18:00:00.000Z');
    // What a browser's date-time input gives when the seconds are zero.
    expect((await post('2026-12-03T23:45', 300)).body.transactionDate).toBe('2026-12-03T18:15:00.000Z');
    // An offset or Z keeps naming that instant.
    expect((await post('2026-12-04T00:15:00+05:30', 50)).body.transactionDate).toBe(
      '2026-12-03T18:45:00.000Z',
    );
    expect((await post('2026-12-04T18:45:00Z', 25)).body.transactionDate).toBe('2026-12-04T18:45:00.000Z');

    const daily = await get(`/api/moneyflows/aggregated-report?gymId=${gym}&reportType=DAILY`);
    expect(daily.body).toEqual([
      { period: '2026-12-03', totalIncome: 1000, totalExpense: 0, netIncome: 1000 },
      { period: '2026-12-04', totalIncome: 50, totalExpense: 0, netIncome: 50 },
      { period: '2026-12-05', totalIncome: 25, totalExpense: 0, netIncome: 25 },
    ]);
    const distribution = (from: string, to: string) =>
      get(`/api/moneyflows/distribution?gymId=${gym}&startDate=${from}&endDate=${to}`);
    expect((await distribution('2026-12-03', '2026-12-03')).body.incomeDistribution).toEqual({
      'Late Class': 1000,
    });
    expect(
      (await distribution('2026-12-04T00:00:00', '2026-12-04T23:59:59')).body.incomeDistribution,
    ).toEqual({ 'Late Class': 50 });

    const edited = await server.call('PUT', `/api/moneyflows/${local.body.id}`, {
      token: owner.token,
      body: {
        gymId: gym,
        transactionDate: '2026-12-02T22:00',
        transactionType: 'INCOME',
        tags: ['Late Class'],
        amount: 700,
      },
    });
    expect(edited.body.transactionDate).toBe('2026-12-02T16:30:00.000Z');
  });

  describe('another owner', () => {
    const ids: Record<string, number> = {};
    const flowBody = () => ({
      gymId,
      transactionDate: '2026-11-01T00:00:00Z',
      transactionType: 'INCOME',
      tags: ['X'],
      amount: 1,
    });
    beforeAll(async () => {
      const [flow] = await server.db.query<{ id: number }>(
        'SELECT id FROM money_flows WHERE gym_id = $1 LIMIT 1',
        [gymId],
      );
      ids.flow = flow?.id ?? 0;
      ids.gym = gymId;
    });

    it.each([
      ['GET', '/api/moneyflows/gym/{gym}'],
      ['GET', '/api/moneyflows/gym/{gym}/tags'],
      ['GET', '/api/moneyflows/gym/{gym}/analytics'],
      ['GET', '/api/moneyflows/gym/{gym}/search'],
      ['GET', '/api/moneyflows/distribution?gymId={gym}'],
      ['GET', '/api/moneyflows/basic-info?gymId={gym}'],
      ['GET', '/api/moneyflows/aggregated-report?gymId={gym}'],
      ['GET', '/api/moneyflows/{flow}'],
      ['POST', '/api/moneyflows', flowBody],
      ['PUT', '/api/moneyflows/{flow}', flowBody],
      ['DELETE', '/api/moneyflows/{flow}'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      expect((await callRoute(server, stranger.token, ids, route)).status).toBe(404);
    });
  });
});
