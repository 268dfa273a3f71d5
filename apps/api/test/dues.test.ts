import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addOwnerWithGym, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('dues on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  const today = todayIn('Asia/Kathmandu');
  /** Invoice ids by what the test calls them. */
  const invoices: Record<string, number> = {};

  const as = (account: Account) => (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: account.token, body });

  /** A client of the gym with one invoice starting `daysAgo` days before today, paid `paid` of `amount`. */
  async function owing(
    account: Account,
    gym: number,
    name: string,
    daysAgo: number,
    amount: number,
    paid: number[] = [],
  ): Promise<number> {
    const call = as(account);
    const plan = await call('POST', `/api/pricing-plans/gyms/${gym}`, {
      planName: `Plan ${name}`,
      monthlyPrice: 1,
      threeMonthPrice: 1,
      sixMonthPrice: 1,
      twelveMonthPrice: 1,
    });
    const client = await call(
      'POST',
      '/api/clients',
      multipartForm({ gymId: gym, name, phone: '9801000001', gender: 'FEMALE' }),
    );
    const start = addDays(today, -daysAgo);
    const invoice = await call('POST', '/api/invoices', {
      clientId: client.body.id,
      pricingPlanId: plan.body.id,
      membershipStartDate: start,
      membershipEndDate: addDays(start, 30),
      totalAmount: amount,
      discountedAmount: amount,
    });
    expect(invoice.status).toBe(201);
    for (const [index, payment] of paid.entries()) {
      const answer = await call('POST', '/api/payments', {
        invoiceId: invoice.body.id,
        billNo: `${name}-${index}`,
        amount: payment,
        paymentDate: today,
        paymentType: 'CASH',
      });
      expect(answer.status).toBe(201);
    }
    return invoice.body.id;
  }

  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Dues Gym'));
    invoices.day30 = await owing(owner, gymId, 'Thirty', 30, 1000.1);
    invoices.day31 = await owing(owner, gymId, 'ThirtyOne', 31, 2000.2, [500.1]);
    invoices.day60 = await owing(owner, gymId, 'Sixty', 60, 3000);
    invoices.day61 = await owing(owner, gymId, 'SixtyOne', 61, 4000.3, [1000, 0.1]);
    invoices.ahead = await owing(owner, gymId, 'Ahead', -5, 100);
    invoices.cleared = await owing(owner, gymId, 'Cleared', 90, 700, [300, 400]);
    // Another gym's debts, of another owner, are never this gym's.
    const other = await addOwnerWithGym(server, 'Other', 'Other Gym');
    invoices.otherGym = await owing(other.owner, other.gymId, 'Elsewhere', 45, 99999);
  });
  afterAll(() => server.close());

  const list = (query = '') => as(owner)('GET', `/api/dues/gyms/${gymId}${query}`);

  it('lists each invoice with something due, aged from its start date in the gym’s today', async () => {
    const answer = await list('?sortBy=age&sortOrder=asc');
    expect(answer.status).toBe(200);
    expect(
      answer.body.content.map((due: Record<string, unknown>) => [
        due.clientName,
        due.ageDays,
        due.ageBucket,
        due.amountPaid,
        due.amountDue,
      ]),
    ).toEqual([
      ['Ahead', 0, 'DAYS_0_30', 0, 100],
      ['Thirty', 30, 'DAYS_0_30', 0, 1000.1],
      ['ThirtyOne', 31, 'DAYS_31_60', 500.1, 1500.1],
      ['Sixty', 60, 'DAYS_31_60', 0, 3000],
      ['SixtyOne', 61, 'OVER_60', 1000.1, 3000.2],
    ]);
    expect(answer.body.content[1]).toEqual({
      invoiceId: invoices.day30,
      invoiceNumber: 1,
      clientId: expect.any(Number),
      clientName: 'Thirty',
      clientPhone: '9801000001',
      clientMembershipEndDate: today,
      membershipStartDate: addDays(today, -30),
      membershipEndDate: today,
      discountedAmount: 1000.1,
      amountPaid: 0,
      amountDue: 1000.1,
      ageDays: 30,
      ageBucket: 'DAYS_0_30',
    });
  });

  it('totals every invoice due per bucket and overall, exactly', async () => {
    const answer = await list('?pageSize=1');
    expect(answer.body.content).toHaveLength(1);
    expect(answer.body.paginationResponse).toMatchObject({ totalElements: 5, totalPages: 5 });
    expect(answer.body.totals).toEqual({
      days0To30: 1100.1,
      days31To60: 4500.1,
      over60Days: 3000.2,
      total: 8600.4,
    });
    const cards = await as(owner)('GET', `/api/dashboard-cards/${gymId}`);
    expect(cards.body.totalOutstanding).toBe(8600.4);
  });

  it('sorts by amount due and by client, and pages', async () => {
    const byAmount = await list('?sortBy=amountDue&sortOrder=desc&pageSize=2&pageNo=1');
    expect(byAmount.body.content.map((due: { amountDue: number }) => due.amountDue)).toEqual([
      1500.1, 1000.1,
    ]);
    const byClient = await list('?sortBy=client&sortOrder=asc');
    expect(byClient.body.content.map((due: { clientName: string }) => due.clientName)).toEqual([
      'Ahead',
      'Sixty',
      'SixtyOne',
      'Thirty',
      'ThirtyOne',
    ]);
  });

  it('drops an invoice once paid in full', async () => {
    const id = await owing(owner, gymId, 'Payer', 10, 50, [20]);
    expect((await list()).body.totals.total).toBe(8630.4);
    await as(owner)('POST', '/api/payments', {
      invoiceId: id,
      billNo: 'Payer-last',
      amount: 30,
      paymentDate: today,
      paymentType: 'CASH',
    });
    const after = await list();
    expect(after.body.totals.total).toBe(8600.4);
    expect(after.body.content.map((due: { invoiceId: number }) => due.invoiceId)).not.toContain(id);
  });

  describe('the dues reminder', () => {
    const remind = (invoiceId: number | undefined) =>
      as(owner)('POST', `/api/dues/invoices/${invoiceId}/reminder`);
    /** The id of the message before the last `count` messages: where a send's messages begin. */
    const lastIdBefore = async (count: number) =>
      (
        await server.db.query<{ id: number }>(
          'SELECT id FROM sms_messages ORDER BY id DESC OFFSET $1 LIMIT 1',
          [count],
        )
      )[0]?.id;
    const lastMessage = async () =>
      (
        await server.db.query<{ content: string; sms_cost: number; client_id: number; phone: string }>(
          'SELECT content, sms_cost, client_id, phone FROM sms_messages ORDER BY id DESC LIMIT 1',
        )
      )[0];

    it('sends the template with the amount due in the gym’s currency, charged like a send', async () => {
      await server.db.query('UPDATE users SET total_sms = 3 WHERE id = $1', [owner.id]);
      const answer = await remind(invoices.day31);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ sent: 1, failed: 0, creditsUsed: 1, totalSms: 2 });
      expect(await lastMessage()).toMatchObject({
        content:
          'Dear ThirtyOne, you have Rs 1,500.10 due at Dues Gym. Please pay at the front desk. Thank you!',
        sms_cost: 1,
        phone: '9801000001',
      });
    });

    it('uses the gym’s own template, which a save without it keeps', async () => {
      const settings = (await as(owner)('GET', `/api/gyms-sms-settings/${gymId}`)).body;
      const saved = await as(owner)('PUT', `/api/gyms-sms-settings/${gymId}`, {
        id: gymId,
        userSMSSetting: { ...settings, sendDuesReminderTemplate: '{client_name} owes {amount_due}' },
      });
      expect(saved.status).toBe(200);
      const { sendDuesReminderTemplate: _left, ...withoutIt } = settings;
      const again = await as(owner)('PUT', `/api/gyms-sms-settings/${gymId}`, {
        id: gymId,
        userSMSSetting: { ...withoutIt, sendBirthday: true },
      });
      expect(again.body.sendDuesReminderTemplate).toBe('{client_name} owes {amount_due}');
      expect((await remind(invoices.day61)).status).toBe(200);
      expect((await lastMessage())?.content).toBe('SixtyOne owes Rs 3,000.20');
    });

    it('counts segments as a send does: a long reminder costs its parts', async () => {
      const settings = (await as(owner)('GET', `/api/gyms-sms-settings/${gymId}`)).body;
      await as(owner)('PUT', `/api/gyms-sms-settings/${gymId}`, {
        id: gymId,
        userSMSSetting: { ...settings, sendDuesReminderTemplate: `${'x'.repeat(160)} {amount_due}` },
      });
      await server.db.query('UPDATE users SET total_sms = 2 WHERE id = $1', [owner.id]);
      const answer = await remind(invoices.day60);
      expect(answer.body).toMatchObject({ creditsUsed: 2, totalSms: 0 });
      expect(await lastMessage()).toMatchObject({ sms_cost: 2 });
    });

    it('is refused without the credits it costs, and sends and charges nothing', async () => {
      await server.db.query('UPDATE users SET total_sms = 1 WHERE id = $1', [owner.id]);
      const before = await lastMessage();
      const answer = await remind(invoices.day60);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'Not enough SMS credits to send the reminder: buy more credits first.',
      );
      expect(await lastMessage()).toEqual(before);
      const [user] = await server.db.query<{ total_sms: number }>(
        'SELECT total_sms FROM users WHERE id = $1',
        [owner.id],
      );
      expect(user?.total_sms).toBe(1);
    });

    it('fills {amount_due} of a Send SMS per recipient: what each client owes in all', async () => {
      await server.db.query('UPDATE users SET total_sms = 100 WHERE id = $1', [owner.id]);
      const sent = await as(owner)('POST', '/api/sms/send', {
        gymId,
        type: 'ALL',
        smsContent: '{client_name}: {amount_due}',
      });
      expect(sent.status).toBe(200);
      const rows = await server.db.query<{ content: string }>(
        'SELECT content FROM sms_messages WHERE gym_id = $1 AND id > $2 ORDER BY content',
        [gymId, (await lastIdBefore(sent.body.sent)) ?? 0],
      );
      // Every client of the gym (others added by earlier tests too), never another gym's.
      expect(rows.map((row) => row.content)).toEqual(
        expect.arrayContaining([
          'Ahead: Rs 100',
          'Cleared: Rs 0',
          'Sixty: Rs 3,000',
          'SixtyOne: Rs 3,000.20',
          'Thirty: Rs 1,000.10',
          'ThirtyOne: Rs 1,500.10',
        ]),
      );
      expect(rows.some((row) => row.content.startsWith('Elsewhere'))).toBe(false);
      // A typed number that is none of the gym's clients reads it empty.
      await as(owner)('POST', '/api/sms/send', {
        gymId,
        phoneNumbers: '9841000000',
        smsContent: 'Due: {amount_due}.',
      });
      expect((await lastMessage())?.content).toBe('Due: .');
    });

    it('is refused for an invoice with nothing due', async () => {
      await server.db.query('UPDATE users SET total_sms = 10 WHERE id = $1', [owner.id]);
      const answer = await remind(invoices.cleared);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Nothing is due on this invoice.');
    });
  });

  describe('another owner', () => {
    it.each([
      ['GET', '/api/dues/gyms/{gym}'],
      ['POST', '/api/dues/invoices/{invoice}/reminder'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      const answer = await callRoute(server, stranger.token, { gym: gymId, invoice: invoices.day30 }, route);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    });
  });
});
