import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMS_SETTINGS } from '../src/sms/default-settings.ts';
import type { OutgoingSms, SmsProvider } from '../src/sms/provider.ts';
import { createSmsQueue } from '../src/sms/queue.ts';
import { todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addOwnerWithGym, addPricingPlan, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

/** A provider that keeps what it was handed: what left the machine, and how often. */
function recordingProvider() {
  const sent: OutgoingSms[] = [];
  const provider: SmsProvider = {
    name: 'recording',
    async send(message) {
      sent.push(message);
      return { status: 'SENT', providerMessageId: `r-${sent.length}` };
    },
  };
  return { provider, sent };
}

describe.each(backends)('receipts on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  let planId: number;
  const today = todayIn('Asia/Kathmandu');

  const as = (account: Account) => (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: account.token, body });
  let bills = 0;
  const pay = (invoiceId: number, amount: number, account = owner, billNo = `R-${++bills}`) =>
    as(account)('POST', '/api/payments', {
      invoiceId,
      billNo,
      amount,
      paymentDate: today,
      paymentType: 'ESEWA',
    });
  /** A new client of the gym (Nepal's numbers) with one invoice of `amount`; answers the invoice. */
  const invoiceFor = async (name: string, amount = 3000, account = owner, gym = gymId, plan = planId) => {
    const client = await as(account)(
      'POST',
      '/api/clients',
      multipartForm({ gymId: gym, name, phone: '9841000001', gender: 'FEMALE' }),
    );
    const invoice = await as(account)('POST', '/api/invoices', {
      clientId: client.body.id,
      pricingPlanId: plan,
      membershipStartDate: today,
      membershipEndDate: '2099-12-31',
      totalAmount: amount,
      discountedAmount: amount,
    });
    expect(invoice.status).toBe(201);
    return invoice.body as { id: number; number: number; clientId: number };
  };
  const receipt = (paymentId: number, account = owner) =>
    as(account)('GET', `/api/payments/${paymentId}/receipt`);
  const sendReceipt = (paymentId: number, account = owner) =>
    as(account)('POST', `/api/payments/${paymentId}/receipt/sms`);
  const receiptMessages = (paymentId: number) =>
    server.db.query<{
      content: string;
      sms_cost: number;
      status: string;
      user_id: number;
      reminder_reason: string | null;
    }>(
      `SELECT s.content, s.sms_cost, s.status, s.user_id, s.reminder_reason
         FROM sms_messages s JOIN payments p ON p.client_id = s.client_id
        WHERE p.id = $1 ORDER BY s.id`,
      [paymentId],
    );
  const setCredits = (account: Account, credits: number) =>
    server.db.query('UPDATE users SET total_sms = $1 WHERE id = $2', [credits, account.id]);
  const credits = async (account: Account) =>
    (
      await server.db.query<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [account.id])
    )[0]?.total_sms;
  const automaticReceipts = async (on: boolean, template?: string) => {
    const settings = (await as(owner)('GET', `/api/gyms-sms-settings/${gymId}`)).body;
    const saved = await as(owner)('PUT', `/api/gyms-sms-settings/${gymId}`, {
      id: gymId,
      userSMSSetting: {
        ...settings,
        sendPaymentReceived: on,
        ...(template ? { sendPaymentReceivedTemplate: template } : {}),
      },
    });
    expect(saved.status).toBe(200);
  };

  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Receipt Gym'));
    // The test hands the queued messages to its own sender (a restarted process's, as it were).
    await server.ctx.smsQueue.stop();
    planId = await addPricingPlan(server, owner.token, gymId, 'Quarterly');
  });
  afterAll(() => server.close());

  describe('numbers per gym', () => {
    it('numbers a gym’s payments from 1 as they are recorded, never reusing a deleted one’s', async () => {
      const other = await addOwnerWithGym(server, 'Other Owner', 'Other Gym');
      const otherPlan = await addPricingPlan(server, other.owner.token, other.gymId, 'Monthly');
      const invoice = await invoiceFor('Numbered');
      const numbers = [];
      for (const amount of [100, 200, 300]) numbers.push((await pay(invoice.id, amount)).body.receiptNumber);
      const first = numbers[0] as number;
      expect(numbers).toEqual([first, first + 1, first + 2]);
      // Another gym counts on its own, from 1.
      const elsewhere = await invoiceFor('Elsewhere', 1000, other.owner, other.gymId, otherPlan);
      expect((await pay(elsewhere.id, 50, other.owner)).body.receiptNumber).toBe(1);
      // A deleted payment's number stays unused; an edit keeps the number.
      const last = (await as(owner)('GET', `/api/payments?invoiceId=${invoice.id}&sortBy=amount`)).body
        .content;
      expect(last.map((payment: { receiptNumber: number }) => payment.receiptNumber)).toEqual([
        first + 2,
        first + 1,
        first,
      ]);
      expect((await as(owner)('DELETE', `/api/payments/${last[0].id}`)).status).toBe(204);
      const next = await pay(invoice.id, 10);
      expect(next.body.receiptNumber).toBe(first + 3);
      const edited = await as(owner)('PUT', `/api/payments/${next.body.id}`, {
        invoiceId: invoice.id,
        billNo: next.body.billNo,
        amount: 20,
        paymentDate: today,
        paymentType: 'CASH',
      });
      expect(edited.body).toMatchObject({ receiptNumber: first + 3, amount: 20 });
    });

    // PGlite runs one query at a time, so requests cannot race there and the test could not fail.
    it.skipIf(backend === 'pglite')(
      'gives payments recorded at once in one gym distinct, consecutive numbers (PostgreSQL only)',
      async () => {
        const invoices = [await invoiceFor('Busy One', 10000), await invoiceFor('Busy Two', 10000)];
        const before = (await pay(invoices[0]?.id ?? 0, 1)).body.receiptNumber as number;
        const paid = await Promise.all(
          Array.from({ length: 12 }, (_, index) => pay(invoices[index % 2]?.id ?? 0, 100)),
        );
        expect(paid.map((answer) => answer.status)).toEqual(paid.map(() => 201));
        const numbers = paid.map((answer) => answer.body.receiptNumber as number).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => before + 1 + index));
      },
    );
  });

  describe('the printed receipt', () => {
    it('says what was paid, for which invoice, what was still due after it, and who recorded it', async () => {
      const invoice = await invoiceFor('Sita Rai');
      const first = (await pay(invoice.id, 1000.5)).body;
      const second = (await pay(invoice.id, 500)).body;
      const answer = await receipt(first.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        paymentId: first.id,
        receiptNumber: first.receiptNumber,
        gymId,
        paymentDate: today,
        recordedAt: expect.any(String),
        billNo: first.billNo,
        amount: 1000.5,
        paymentType: 'ESEWA',
        // What was due after this payment, not after the later one: a reprint says the same.
        amountDue: 1999.5,
        recordedBy: { id: owner.id, name: 'Owner' },
        client: { id: invoice.clientId, name: 'Sita Rai', phone: '9841000001' },
        invoice: {
          id: invoice.id,
          number: invoice.number,
          planName: 'Quarterly',
          membershipStartDate: today,
          membershipEndDate: '2099-12-31',
          discountedAmount: 3000,
        },
        sms: null,
      });
      expect((await receipt(second.id)).body.amountDue).toBe(1499.5);
    });

    it('records who created each invoice and payment, shown with them', async () => {
      const invoice = await invoiceFor('By Whom');
      const payment = (await pay(invoice.id, 100)).body;
      const byOwner = { id: owner.id, name: 'Owner' };
      expect(payment.createdBy).toEqual(byOwner);
      const read = (await as(owner)('GET', `/api/invoices/${invoice.id}`)).body;
      expect(read.createdBy).toEqual(byOwner);
      expect(read.paymentDtoList[0].createdBy).toEqual(byOwner);
      const listed = (await as(owner)('GET', `/api/invoices/clients/${invoice.clientId}`)).body.content[0];
      expect(listed.createdBy).toEqual(byOwner);
    });
  });

  describe('sent by SMS', () => {
    it('goes automatically with the payment when switched on, once, charged to the owner', async () => {
      await automaticReceipts(true);
      await setCredits(owner, 10);
      const invoice = await invoiceFor('Anita Gurung', 5000);
      const paid = await pay(invoice.id, 1500, owner, 'AUTO-1');
      expect(paid.status).toBe(201);
      const [message, ...more] = await receiptMessages(paid.body.id);
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        content: `Dear Anita Gurung, we received Rs 1,500 at Receipt Gym (receipt #${paid.body.receiptNumber}). Still due: Rs 3,500. Thank you!`,
        sms_cost: 1,
        status: 'QUEUED',
        user_id: owner.id,
        reminder_reason: 'PAYMENT_RECEIVED',
      });
      expect(await credits(owner)).toBe(9);
      // The same request again (a retry) records no second payment and sends nothing more.
      expect((await pay(invoice.id, 1500, owner, 'AUTO-1')).status).toBe(409);
      // Asking for it now is refused: it went already.
      const asked = await sendReceipt(paid.body.id);
      expect(asked.status).toBe(409);
      expect(asked.body.message).toBe('This receipt was already sent by SMS.');
      expect(await receiptMessages(paid.body.id)).toHaveLength(1);
      expect(await credits(owner)).toBe(9);
      // A sender started afresh (a restarted process) sends it once; draining again sends nothing.
      const { provider, sent } = recordingProvider();
      const queue = createSmsQueue(server.db, provider);
      await queue.drain();
      await queue.drain();
      expect(sent.filter((sms) => sms.text.includes('Anita Gurung'))).toHaveLength(1);
      expect((await receipt(paid.body.id)).body.sms).toMatchObject({ status: 'SENT' });
      await automaticReceipts(false);
    });

    it('fills the gym’s own template, and sends nothing with a payment refused', async () => {
      await automaticReceipts(
        true,
        'Receipt {receipt_number}: {amount} paid, {amount_due} due. {business_name}',
      );
      const invoice = await invoiceFor('Refused', 1000);
      expect((await pay(invoice.id, 1000.01)).status).toBe(400);
      const [none] = await server.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sms_messages s JOIN clients c ON c.id = s.client_id WHERE c.name = $1',
        ['Refused'],
      );
      expect(none?.count).toBe(0);
      const paid = (await pay(invoice.id, 1000)).body;
      const [message] = await receiptMessages(paid.id);
      expect(message?.content).toBe(`Receipt ${paid.receiptNumber}: Rs 1,000 paid, Rs 0 due. Receipt Gym`);
      await automaticReceipts(false, DEFAULT_SMS_SETTINGS.sendPaymentReceivedTemplate);
    });

    it('goes on request when not automatic, charged to the caller, and only once', async () => {
      await setCredits(owner, 5);
      const invoice = await invoiceFor('Maya Tamang');
      const paid = (await pay(invoice.id, 1000)).body;
      expect(await receiptMessages(paid.id)).toEqual([]);
      const sent = await sendReceipt(paid.id);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ sent: 1, failed: 0, creditsUsed: 1, totalSms: 4 });
      const [message, ...more] = await receiptMessages(paid.id);
      expect(more).toEqual([]);
      expect(message).toMatchObject({ user_id: owner.id, reminder_reason: null, status: 'QUEUED' });
      expect(message?.content).toContain(`(receipt #${paid.receiptNumber})`);
      const again = await sendReceipt(paid.id);
      expect(again.status).toBe(409);
      expect(await receiptMessages(paid.id)).toHaveLength(1);
      expect(await credits(owner)).toBe(4);
      expect((await receipt(paid.id)).body.sms).toMatchObject({ status: 'QUEUED' });
    });

    it('is refused without the credits, leaving it free to send later', async () => {
      const invoice = await invoiceFor('No Credits');
      const paid = (await pay(invoice.id, 1000)).body;
      await setCredits(owner, 0);
      const refused = await sendReceipt(paid.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'Not enough SMS credits to send the receipt: buy more credits first.',
      );
      expect(await receiptMessages(paid.id)).toEqual([]);
      await setCredits(owner, 2);
      expect((await sendReceipt(paid.id)).status).toBe(200);
      expect(await credits(owner)).toBe(1);
    });

    it('queues a failed receipt again on request instead of a second message', async () => {
      await setCredits(owner, 3);
      const invoice = await invoiceFor('Failed Once');
      const paid = (await pay(invoice.id, 1000)).body;
      expect((await sendReceipt(paid.id)).status).toBe(200);
      // The gateway refused it for good: FAILED and refunded, as the queue leaves it.
      await server.db.query(
        `UPDATE sms_messages SET status = 'FAILED', refunded = true
          WHERE client_id = $1`,
        [invoice.clientId],
      );
      await setCredits(owner, 3);
      const again = await sendReceipt(paid.id);
      expect(again.status).toBe(200);
      const [message, ...more] = await receiptMessages(paid.id);
      expect(more).toEqual([]);
      expect(message?.status).toBe('QUEUED');
      expect(await credits(owner)).toBe(2);
    });

    it.skipIf(backend === 'pglite')(
      'sends one message when the same request comes five times at once (PostgreSQL only)',
      async () => {
        await setCredits(owner, 50);
        const invoice = await invoiceFor('Impatient');
        const paid = (await pay(invoice.id, 1000)).body;
        const answers = await Promise.all(Array.from({ length: 5 }, () => sendReceipt(paid.id)));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
        expect(await receiptMessages(paid.id)).toHaveLength(1);
        expect(await credits(owner)).toBe(49);
      },
    );
  });

  describe('another owner', () => {
    let paymentId: number;
    beforeAll(async () => {
      const invoice = await invoiceFor('Private');
      paymentId = (await pay(invoice.id, 100)).body.id;
      await setCredits(stranger, 10);
    });

    it.each([
      ['GET', '/api/payments/{payment}/receipt'],
      ['POST', '/api/payments/{payment}/receipt/sms'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      const answer = await callRoute(server, stranger.token, { payment: paymentId }, route);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    });

    it('sent nothing and charged nothing', async () => {
      expect(await receiptMessages(paymentId)).toEqual([]);
      expect(await credits(stranger)).toBe(10);
    });
  });
});
