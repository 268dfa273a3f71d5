import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addPricingPlan, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('invoices and payments on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  let planId: number;
  let quarterlyPlanId: number;
  let otherGymPlanId: number;
  const createPlan = (gym: number, planName: string) => addPricingPlan(server, owner.token, gym, planName);
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Billing Gym'));
    planId = await createPlan(gymId, 'Monthly');
    quarterlyPlanId = await createPlan(gymId, 'Quarterly');
    const otherGym = await server.call('POST', '/api/gyms', {
      token: owner.token,
      body: multipartForm({ gymName: 'Second Branch', contactNumber: '9800000001' }),
    });
    otherGymPlanId = await createPlan(otherGym.body.id, 'Elsewhere');
  });
  afterAll(() => server.close());

  const newClient = async () =>
    (
      await server.call('POST', '/api/clients', {
        token: owner.token,
        body: multipartForm({
          gymId,
          name: 'Payer',
          phone: '9801234567',
          gender: 'MALE',
          membershipEndDate: '2024-01-01',
        }),
      })
    ).body;
  const invoiceBody = (clientId: number, change: Record<string, unknown> = {}) => ({
    clientId,
    pricingPlanId: planId,
    membershipStartDate: '2026-11-01',
    membershipEndDate: '2026-11-30',
    totalAmount: 2500,
    discountedAmount: 2000.5,
    ...change,
  });
  // Each payment its own bill number: a gym uses one once.
  let bills = 0;
  const pay = (invoiceId: number, amount: number, token = owner.token) =>
    server.call('POST', '/api/payments', {
      token,
      body: { invoiceId, billNo: `P-${++bills}`, amount, paymentDate: '2026-11-05', paymentType: 'CASH' },
    });

  it('creates an invoice, moving the membership to its end date and renewing the member', async () => {
    const client = await newClient();
    await server.call('POST', `/api/clients/${client.id}/set-inactive`, { token: owner.token });
    const created = await server.call('POST', '/api/invoices', {
      token: owner.token,
      body: invoiceBody(client.id),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      clientId: client.id,
      gymId,
      pricingPlanDto: { id: planId, planName: 'Monthly' },
      totalAmount: 2500,
      discountedAmount: 2000.5,
      amountPaid: 0,
      amountDue: 2000.5,
      cleared: false,
      paymentDtoList: [],
      basicClientDto: { id: client.id, name: 'Payer' },
    });
    const after = await server.call('GET', `/api/clients/${client.id}`, { token: owner.token });
    expect(after.body).toMatchObject({ membershipEndDate: '2026-11-30', activeMember: true });
    const latest = await server.call('GET', `/api/invoices/clients/${client.id}/latest-membership-end-date`, {
      token: owner.token,
    });
    expect(latest.body.membershipEndDate).toBe('2026-11-30');
  });

  it.each([
    ['totalAmount', { totalAmount: 0 }, 'Total Amount can not be zero.'],
    ['discountedAmount', { discountedAmount: 0 }, 'Discounted Amount can not be zero.'],
    ['discountedAmount', { discountedAmount: 3000 }, 'Discounted Amount cannot exceed Total Amount.'],
    ['membershipStartDate', { membershipStartDate: undefined }, 'Membership Start Date is required.'],
    ['membershipEndDate', { membershipEndDate: undefined }, 'Membership End Date is required.'],
    ['pricingPlanId', { pricingPlanId: undefined }, 'Pricing Plan is required.'],
  ])('refuses a bad %s with the specification’s message', async (field, change, message) => {
    const client = await newClient();
    const answer = await server.call('POST', '/api/invoices', {
      token: owner.token,
      body: invoiceBody(client.id, change),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(answer.body.details[0].field).toBe(field);
  });

  it('takes the plan as pricingPlanDto {id}, as the specification’s Invoice carries it', async () => {
    const client = await newClient();
    const { pricingPlanId: _, ...withoutPlanId } = invoiceBody(client.id);
    const created = await server.call('POST', '/api/invoices', {
      token: owner.token,
      body: { ...withoutPlanId, pricingPlanDto: { id: planId } },
    });
    expect(created.status).toBe(201);
    expect(created.body.pricingPlanDto).toEqual({ id: planId, planName: 'Monthly' });
    // The form may send back the invoice's own pricingPlanDto, planName and all.
    const updated = await server.call('PUT', `/api/invoices/${created.body.id}`, {
      token: owner.token,
      body: {
        ...withoutPlanId,
        pricingPlanDto: created.body.pricingPlanDto,
        membershipEndDate: '2026-12-31',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      membershipEndDate: '2026-12-31',
      pricingPlanDto: { id: planId, planName: 'Monthly' },
    });
  });

  it.each([
    [
      'named two different ways',
      () => ({ pricingPlanId: planId, pricingPlanDto: { id: quarterlyPlanId } }),
      'pricingPlanDto',
      'pricingPlanId and pricingPlanDto.id name different plans.',
    ],
    ['named neither way', () => ({ pricingPlanDto: null }), 'pricingPlanId', 'Pricing Plan is required.'],
    [
      'of another gym, by pricingPlanDto',
      () => ({ pricingPlanDto: { id: otherGymPlanId } }),
      'pricingPlanDto',
      'Pricing Plan is required.',
    ],
    [
      'of another gym, by pricingPlanId',
      () => ({ pricingPlanId: otherGymPlanId }),
      'pricingPlanId',
      'Pricing Plan is required.',
    ],
  ])('refuses a plan %s', async (_, plan, field, message) => {
    const client = await newClient();
    const { pricingPlanId: _omitted, ...withoutPlanId } = invoiceBody(client.id);
    const answer = await server.call('POST', '/api/invoices', {
      token: owner.token,
      body: { ...withoutPlanId, ...plan() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, details: [{ field, message }] });
  });

  it('refuses a membership that ends before it starts, on create and on update, storing nothing', async () => {
    const message = 'Membership End Date cannot be before Membership Start Date.';
    const client = await newClient();
    const backwards = { membershipStartDate: '2026-11-30', membershipEndDate: '2026-11-29' };
    const refused = await server.call('POST', '/api/invoices', {
      token: owner.token,
      body: invoiceBody(client.id, backwards),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'membershipEndDate', message }],
    });
    const none = await server.call('GET', `/api/invoices/clients/${client.id}`, { token: owner.token });
    expect(none.body.content).toEqual([]);

    // One day long: it starts and ends on the same date.
    const oneDay = { membershipStartDate: '2026-11-30', membershipEndDate: '2026-11-30' };
    const created = await server.call('POST', '/api/invoices', {
      token: owner.token,
      body: invoiceBody(client.id, oneDay),
    });
    expect(created.status).toBe(201);
    const updated = await server.call('PUT', `/api/invoices/${created.body.id}`, {
      token: owner.token,
      body: invoiceBody(client.id, backwards),
    });
    expect(updated.status).toBe(400);
    expect(updated.body.details).toEqual([{ field: 'membershipEndDate', message }]);
    const kept = await server.call('GET', `/api/invoices/${created.body.id}`, { token: owner.token });
    expect(kept.body).toMatchObject(oneDay);
  });

  it.each([
    ['billNo', { billNo: '' }, 'Bill Number is required.'],
    ['amount', { amount: undefined }, 'Amount is required.'],
    ['amount', { amount: 0 }, 'Amount must be greater than zero.'],
    ['paymentDate', { paymentDate: undefined }, 'Payment Date is required.'],
    ['paymentType', { paymentType: 'GOLD_BARS' }, 'Payment Type is required.'],
  ])('refuses a payment with a bad %s', async (field, change, message) => {
    const client = await newClient();
    const invoice = (
      await server.call('POST', '/api/invoices', { token: owner.token, body: invoiceBody(client.id) })
    ).body;
    const answer = await server.call('POST', '/api/payments', {
      token: owner.token,
      body: {
        invoiceId: invoice.id,
        billNo: 'B-1',
        amount: 10,
        paymentDate: '2026-11-05',
        paymentType: 'CASH',
        ...change,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(answer.body.details[0].field).toBe(field);
  });

  it('derives paid and due from the payments, clears at zero and refuses overpaying', async () => {
    const client = await newClient();
    const invoice = (
      await server.call('POST', '/api/invoices', { token: owner.token, body: invoiceBody(client.id) })
    ).body;
    expect((await pay(invoice.id, 1000)).status).toBe(201);
    const refused = await pay(invoice.id, 1000.51);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Amount cannot exceed the amount due (Rs 1,000.50).');
    expect((await pay(invoice.id, 1000.5)).status).toBe(201);
    const cleared = await server.call('GET', `/api/invoices/${invoice.id}`, { token: owner.token });
    expect(cleared.body).toMatchObject({ amountPaid: 2000.5, amountDue: 0, cleared: true });
    expect(cleared.body.paymentDtoList).toHaveLength(2);
  });

  it('counts paid and due in whole cents, as the amounts are stored', async () => {
    const client = await newClient();
    const invoice = (
      await server.call('POST', '/api/invoices', { token: owner.token, body: invoiceBody(client.id) })
    ).body;
    expect((await pay(invoice.id, 1000)).status).toBe(201);
    // 1000.505 is stored as 1000.51, a cent more than the 1000.50 due.
    const overByACent = await pay(invoice.id, 1000.505);
    expect(overByACent.status).toBe(400);
    expect(overByACent.body.message).toBe('Amount cannot exceed the amount due (Rs 1,000.50).');
    expect((await pay(invoice.id, 1000.504)).status).toBe(201);
    const belowPaid = await server.call('PUT', `/api/invoices/${invoice.id}`, {
      token: owner.token,
      body: invoiceBody(client.id, { discountedAmount: 2000.49 }),
    });
    expect(belowPaid.status).toBe(400);
    // The amount as the gym's screens write it, in its currency.
    expect(belowPaid.body.message).toBe(
      'Discounted Amount cannot be less than the amount already paid (Rs 2,000.50).',
    );
    // 2000.496 is stored as 2000.50: exactly what is paid, so the invoice may be lowered to it.
    const lowered = await server.call('PUT', `/api/invoices/${invoice.id}`, {
      token: owner.token,
      body: invoiceBody(client.id, { discountedAmount: 2000.496 }),
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({
      discountedAmount: 2000.5,
      amountPaid: 2000.5,
      amountDue: 0,
      cleared: true,
    });
  });

  // PGlite runs one query at a time, so requests cannot race there and the test could not fail.
  it.skipIf(backend === 'pglite')(
    'counts payments posted at the same moment, and never overpays (PostgreSQL only: PGlite serialises every query)',
    async () => {
      const client = await newClient();
      const invoice = (
        await server.call('POST', '/api/invoices', { token: owner.token, body: invoiceBody(client.id) })
      ).body;
      const both = await Promise.all([pay(invoice.id, 700), pay(invoice.id, 800)]);
      expect(both.map((answer) => answer.status)).toEqual([201, 201]);
      const after = await server.call('GET', `/api/invoices/${invoice.id}`, { token: owner.token });
      expect(after.body).toMatchObject({ amountPaid: 1500, amountDue: 500.5 });

      // Each of these fits what is due alone; together they would overpay it, so only one may pass.
      const racing = await Promise.all([400, 400, 400, 400].map((amount) => pay(invoice.id, amount)));
      expect(racing.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
      const final = await server.call('GET', `/api/invoices/${invoice.id}`, { token: owner.token });
      expect(final.body).toMatchObject({ amountPaid: 1900, amountDue: 100.5 });
    },
  );

  it.skipIf(backend === 'pglite')(
    'keeps the membership end at the latest invoice when twenty are created at once (PostgreSQL only)',
    async () => {
      const client = await newClient();
      const ends = Array.from({ length: 20 }, (_, day) => `2027-03-${String(day + 1).padStart(2, '0')}`);
      const created = await Promise.all(
        ends.map((end) =>
          server.call('POST', '/api/invoices', {
            token: owner.token,
            body: invoiceBody(client.id, { membershipEndDate: end }),
          }),
        ),
      );
      expect(created.map((answer) => answer.status)).toEqual(ends.map(() => 201));
      const after = await server.call('GET', `/api/clients/${client.id}`, { token: owner.token });
      expect(after.body.membershipEndDate).toBe('2027-03-20');
    },
  );

  it('mirrors every payment as a Membership income, kept in step on edit and delete', async () => {
    const client = await newClient();
    const invoice = (
      await server.call('POST', '/api/invoices', { token: owner.token, body: invoiceBody(client.id) })
    ).body;
    const payment = (await pay(invoice.id, 500)).body;
    const flows = () =>
      server.db.query<{ amount: string; tags: string[]; transaction_type: string }>(
        'SELECT amount, tags, transaction_type FROM money_flows WHERE payment_id = $1',
        [payment.id],
      );
    expect(await flows()).toEqual([{ amount: '500.00', tags: ['Membership'], transaction_type: 'INCOME' }]);
    const edited = await server.call('PUT', `/api/payments/${payment.id}`, {
      token: owner.token,
      body: {
        invoiceId: invoice.id,
        billNo: 'B-9',
        amount: 650,
        paymentDate: '2026-11-06',
        paymentType: 'ESEWA',
      },
    });
    expect(edited.body).toMatchObject({ amount: 650, billNo: 'B-9', paymentType: 'ESEWA' });
    expect((await flows())[0]?.amount).toBe('650.00');
    const [mirror] = await server.db.query<{ id: number }>(
      'SELECT id FROM money_flows WHERE payment_id = $1',
      [payment.id],
    );
    // The money list links the mirrored income to its payment's edit page: client and invoice given.
    const mirrored = await server.call('GET', `/api/moneyflows/${mirror?.id}`, { token: owner.token });
    expect(mirrored.body).toMatchObject({
      paymentId: payment.id,
      clientId: client.id,
      invoiceId: invoice.id,
    });
    const listed = await server.call('GET', `/api/moneyflows/gym/${gymId}/search?tags=Membership`, {
      token: owner.token,
    });
    expect(listed.body.content).toContainEqual(mirrored.body);
    const direct = await server.call('DELETE', `/api/moneyflows/${mirror?.id}`, { token: owner.token });
    expect(direct.status).toBe(409);
    const list = await server.call('GET', `/api/payments?invoiceId=${invoice.id}`, { token: owner.token });
    expect(list.body.content).toHaveLength(1);
    expect((await server.call('DELETE', `/api/payments/${payment.id}`, { token: owner.token })).status).toBe(
      204,
    );
    expect(await flows()).toEqual([]);
  });

  it('refuses lowering an invoice below what is paid, and deleting it while it has payments', async () => {
    const client = await newClient();
    const invoice = (
      await server.call('POST', '/api/invoices', { token: owner.token, body: invoiceBody(client.id) })
    ).body;
    await pay(invoice.id, 1500);
    const lowered = await server.call('PUT', `/api/invoices/${invoice.id}`, {
      token: owner.token,
      body: invoiceBody(client.id, { discountedAmount: 1000 }),
    });
    expect(lowered.status).toBe(400);
    const extended = await server.call('PUT', `/api/invoices/${invoice.id}`, {
      token: owner.token,
      body: invoiceBody(client.id, { membershipEndDate: '2027-02-28' }),
    });
    expect(extended.body.membershipEndDate).toBe('2027-02-28');
    expect(
      (await server.call('GET', `/api/clients/${client.id}`, { token: owner.token })).body.membershipEndDate,
    ).toBe('2027-02-28');
    const page = await server.call('GET', `/api/invoices/clients/${client.id}`, { token: owner.token });
    expect(page.body.paginationResponse.totalElements).toBe(1);
    const refused = await server.call('DELETE', `/api/invoices/${invoice.id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This invoice has payments: delete its payments first, then the invoice.',
      code: 'CONFLICT',
    });
    // Nothing went: the invoice, its payment and that payment's income are all there.
    const kept = await server.call('GET', `/api/invoices/${invoice.id}`, { token: owner.token });
    expect(kept.body).toMatchObject({ amountPaid: 1500, paymentDtoList: [{ amount: 1500 }] });
    const [payment] = kept.body.paymentDtoList;
    expect(
      await server.db.query('SELECT 1 FROM money_flows WHERE payment_id = $1', [payment.id]),
    ).toHaveLength(1);
    expect((await server.call('DELETE', `/api/payments/${payment.id}`, { token: owner.token })).status).toBe(
      204,
    );
    expect((await server.call('DELETE', `/api/invoices/${invoice.id}`, { token: owner.token })).status).toBe(
      204,
    );
    expect((await server.call('GET', `/api/invoices/${invoice.id}`, { token: owner.token })).status).toBe(
      404,
    );
  });

  it('moves the membership back to the latest invoice left when one is deleted, and to none after the last', async () => {
    const client = await newClient();
    const create = async (membershipEndDate: string) =>
      (
        await server.call('POST', '/api/invoices', {
          token: owner.token,
          body: invoiceBody(client.id, { membershipEndDate }),
        })
      ).body;
    const first = await create('2026-12-31');
    const renewal = await create('2027-03-31');
    const membership = async () =>
      (await server.call('GET', `/api/clients/${client.id}`, { token: owner.token })).body;
    expect(await membership()).toMatchObject({ membershipEndDate: '2027-03-31', activeMember: true });
    await server.call('POST', `/api/clients/${client.id}/set-inactive`, { token: owner.token });
    expect((await server.call('DELETE', `/api/invoices/${renewal.id}`, { token: owner.token })).status).toBe(
      204,
    );
    // Deleting is no renewal: the client stays as inactive as they were.
    expect(await membership()).toMatchObject({ membershipEndDate: '2026-12-31', activeMember: false });
    const latest = await server.call('GET', `/api/invoices/clients/${client.id}/latest-membership-end-date`, {
      token: owner.token,
    });
    expect(latest.body.membershipEndDate).toBe('2026-12-31');
    expect((await server.call('DELETE', `/api/invoices/${first.id}`, { token: owner.token })).status).toBe(
      204,
    );
    expect(await membership()).toMatchObject({ membershipEndDate: null, activeMember: false });
  });

  it.skipIf(backend === 'pglite')(
    'lets either a payment or the deletion of its invoice through when they come at once (PostgreSQL only)',
    async () => {
      for (let round = 0; round < 5; round++) {
        const client = await newClient();
        const invoice = (
          await server.call('POST', '/api/invoices', { token: owner.token, body: invoiceBody(client.id) })
        ).body;
        const [paid, deleted] = await Promise.all([
          pay(invoice.id, 100),
          server.call('DELETE', `/api/invoices/${invoice.id}`, { token: owner.token }),
        ]);
        const outcome = [paid.status, deleted.status];
        expect([
          [201, 409],
          [404, 204],
        ]).toContainEqual(outcome);
        const payments = await server.db.query('SELECT 1 FROM payments WHERE invoice_id = $1', [invoice.id]);
        expect(payments).toHaveLength(outcome[0] === 201 ? 1 : 0);
      }
    },
  );

  /** A new gym of the owner (in that time zone), with a plan and a client, and a way to invoice them. */
  const newGym = async (gymName: string, timeZone = 'Asia/Kathmandu') => {
    // A number of the gym's country: a gym in Colombo takes a Sri Lankan one.
    const phone = timeZone === 'Asia/Colombo' ? '0771234567' : '9801234567';
    const gym = (
      await server.call('POST', '/api/gyms', {
        token: owner.token,
        body: multipartForm({ gymName, contactNumber: phone, timeZone }),
      })
    ).body.id as number;
    const plan = await createPlan(gym, 'Monthly');
    const client = (
      await server.call('POST', '/api/clients', {
        token: owner.token,
        body: multipartForm({ gymId: gym, name: 'Numbered', phone, gender: 'FEMALE' }),
      })
    ).body.id as number;
    const invoice = () =>
      server.call('POST', '/api/invoices', {
        token: owner.token,
        body: invoiceBody(client, { pricingPlanId: plan }),
      });
    return { gym, client, invoice };
  };

  describe('numbers per gym', () => {
    const payWith = (invoiceId: number, billNo: string, change: Record<string, unknown> = {}) =>
      server.call('POST', '/api/payments', {
        token: owner.token,
        body: { invoiceId, billNo, amount: 10, paymentDate: '2026-11-05', paymentType: 'CASH', ...change },
      });
    const billTaken = 'This Bill Number is already used by another payment or income of this gym.';

    it('numbers each gym’s invoices from 1, in order, never reusing a deleted one’s number', async () => {
      const first = await newGym('Numbered Gym');
      const second = await newGym('Other Numbered Gym');
      const one = (await first.invoice()).body;
      const two = (await first.invoice()).body;
      expect([one.number, two.number]).toEqual([1, 2]);
      expect((await second.invoice()).body.number).toBe(1);
      expect((await server.call('GET', `/api/invoices/${two.id}`, { token: owner.token })).body.number).toBe(
        2,
      );
      // The mirrored income names the invoice by its number.
      await payWith(two.id, 'N-1');
      const [mirror] = await server.db.query<{ description: string }>(
        'SELECT m.description FROM money_flows m JOIN payments p ON p.id = m.payment_id WHERE p.invoice_id = $1',
        [two.id],
      );
      expect(mirror?.description).toBe('Membership payment: Numbered (invoice #2)');
      const three = (await first.invoice()).body;
      expect((await server.call('DELETE', `/api/invoices/${three.id}`, { token: owner.token })).status).toBe(
        204,
      );
      expect((await first.invoice()).body.number).toBe(4);
    });

    // PGlite runs one query at a time, so requests cannot race there and the test could not fail.
    it.skipIf(backend === 'pglite')(
      'gives invoices created at once in one gym distinct numbers (PostgreSQL only)',
      async () => {
        const { invoice } = await newGym('Busy Gym');
        const created = await Promise.all(Array.from({ length: 12 }, () => invoice()));
        expect(created.map((answer) => answer.status)).toEqual(created.map(() => 201));
        const numbers = created.map((answer) => answer.body.number as number).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
      },
    );

    it('takes a bill number once per gym, whatever the case and spaces, among payments and incomes', async () => {
      const { gym, invoice } = await newGym('Receipt Gym');
      const bill = (await invoice()).body;
      const first = await payWith(bill.id, 'B-002');
      expect(first.status).toBe(201);
      for (const again of ['B-002', ' b-002 ']) {
        const refused = await payWith(bill.id, again);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({
          message: billTaken,
          code: 'CONFLICT',
          details: [{ field: 'billNo', message: billTaken }],
        });
      }
      // Nothing of the refused payments was written: one payment, one income.
      const after = await server.call('GET', `/api/invoices/${bill.id}`, { token: owner.token });
      expect(after.body).toMatchObject({ amountPaid: 10, paymentDtoList: [{ billNo: 'B-002' }] });
      const incomes = await server.db.query('SELECT 1 FROM money_flows WHERE gym_id = $1', [gym]);
      expect(incomes).toHaveLength(1);

      // An income recorded by hand is a receipt too; an expense carries the supplier's number.
      const flow = (transactionType: string, billNo: string) =>
        server.call('POST', '/api/moneyflows', {
          token: owner.token,
          body: {
            gymId: gym,
            billNo,
            transactionDate: '2026-11-05T10:00',
            transactionType,
            tags: ['Shop'],
            amount: 5,
          },
        });
      const income = await flow('INCOME', 'b-002');
      expect(income.status).toBe(409);
      expect(income.body.details).toEqual([{ field: 'billNo', message: billTaken }]);
      expect((await flow('EXPENSE', 'B-002')).status).toBe(201);
      expect((await flow('EXPENSE', 'B-002')).status).toBe(201);
      const shop = await flow('INCOME', 'S-1');
      expect(shop.status).toBe(201);
      expect((await payWith(bill.id, 's-1')).status).toBe(409);

      // An edit may keep its own number, not take another's.
      const second = (await payWith(bill.id, 'B-003')).body;
      const edit = (billNo: string) =>
        server.call('PUT', `/api/payments/${second.id}`, {
          token: owner.token,
          body: { invoiceId: bill.id, billNo, amount: 20, paymentDate: '2026-11-06', paymentType: 'CASH' },
        });
      expect((await edit('B-003')).status).toBe(200);
      expect((await edit('B-002')).status).toBe(409);
      const kept = await server.call('GET', `/api/payments/${second.id}`, { token: owner.token });
      expect(kept.body).toMatchObject({ billNo: 'B-003', amount: 20 });

      // Another gym numbers its own receipts.
      const other = await newGym('Other Receipt Gym');
      expect((await payWith((await other.invoice()).body.id, 'B-002')).status).toBe(201);
    });

    it('refuses a bill number of spaces only as missing', async () => {
      const { invoice } = await newGym('Blank Bill Gym');
      const refused = await payWith((await invoice()).body.id, '   ');
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ field: 'billNo', message: 'Bill Number is required.' }]);
    });

    it.skipIf(backend === 'pglite')(
      'lets one of two payments sent at once with one bill number through (PostgreSQL only)',
      async () => {
        const { invoice } = await newGym('Racing Receipts Gym');
        const bill = (await invoice()).body;
        const both = await Promise.all([payWith(bill.id, 'R-1'), payWith(bill.id, 'r-1')]);
        expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
      },
    );
  });

  describe('payment dates', () => {
    const notLater = 'Payment Date cannot be later than today.';
    /** A gym in that time zone with an unpaid invoice; answers the invoice's id. */
    const invoiceInZone = async (timeZone: string) =>
      (await (await newGym(`Gym in ${timeZone}`, timeZone)).invoice()).body.id as number;
    const payOn = (invoiceId: number, paymentDate: string) =>
      server.call('POST', '/api/payments', {
        token: owner.token,
        body: { invoiceId, billNo: `D-${++bills}`, amount: 1, paymentDate, paymentType: 'CASH' },
      });

    it('takes a payment dated up to the gym’s today, and refuses one dated after it', async () => {
      const invoice = await invoiceInZone('Asia/Kathmandu');
      const today = todayIn('Asia/Kathmandu');
      expect((await payOn(invoice, today)).status).toBe(201);
      expect((await payOn(invoice, '2020-02-29')).status).toBe(201);
      for (const ahead of [addDays(today, 1), '2062-11-26']) {
        const refused = await payOn(invoice, ahead);
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          message: notLater,
          code: 'VALIDATION_ERROR',
          details: [{ field: 'paymentDate', message: notLater }],
        });
      }
      const after = await server.call('GET', `/api/invoices/${invoice}`, { token: owner.token });
      expect(after.body.paymentDtoList).toHaveLength(2);
    });

    it('reads today on the gym’s own calendar: Kiritimati’s today is still the future in Pago Pago', async () => {
      // UTC+14 and UTC-11: 25 hours apart, so never on the same date.
      const kiritimatiToday = todayIn('Pacific/Kiritimati');
      expect((await payOn(await invoiceInZone('Pacific/Kiritimati'), kiritimatiToday)).status).toBe(201);
      const pagoPago = await invoiceInZone('Pacific/Pago_Pago');
      expect((await payOn(pagoPago, kiritimatiToday)).status).toBe(400);
      expect((await payOn(pagoPago, todayIn('Pacific/Pago_Pago'))).status).toBe(201);
    });

    it('refuses an edit that dates a payment after today, changing nothing', async () => {
      const invoice = await invoiceInZone('Asia/Colombo');
      const payment = (await payOn(invoice, '2026-11-05')).body;
      const moved = await server.call('PUT', `/api/payments/${payment.id}`, {
        token: owner.token,
        body: { ...payment, paymentDate: addDays(todayIn('Asia/Colombo'), 400), amount: 2 },
      });
      expect(moved.status).toBe(400);
      expect(moved.body.details).toEqual([{ field: 'paymentDate', message: notLater }]);
      const kept = await server.call('GET', `/api/payments/${payment.id}`, { token: owner.token });
      expect(kept.body).toMatchObject({ paymentDate: '2026-11-05', amount: 1 });
    });
  });

  describe('where a renewal starts', () => {
    const today = todayIn('Asia/Kathmandu');
    const clientEnding = async (membershipEndDate?: string, gym = gymId) =>
      (
        await server.call('POST', '/api/clients', {
          token: owner.token,
          body: multipartForm({
            gymId: gym,
            name: 'Renewing',
            phone: '9801234567',
            gender: 'MALE',
            ...(membershipEndDate ? { membershipEndDate } : {}),
          }),
        })
      ).body.id as number;
    const renewalStart = async (clientId: number) =>
      (
        await server.call('GET', `/api/invoices/clients/${clientId}/latest-membership-end-date`, {
          token: owner.token,
        })
      ).body.renewalStartDate;

    it('continues a running membership from the day it ends, so no paid-up day is lost', async () => {
      // The member, 90 days left: the renewal starts on day 90, where the old one ends, not today.
      const client = await clientEnding(addDays(today, 90));
      const start = await renewalStart(client);
      expect(start).toBe(addDays(today, 90));
      const renewal = await server.call('POST', '/api/invoices', {
        token: owner.token,
        body: invoiceBody(client, { membershipStartDate: start, membershipEndDate: addDays(start, 90) }),
      });
      expect(renewal.body.membershipStartDate).toBe(addDays(today, 90));
      const after = await server.call('GET', `/api/clients/${client}`, { token: owner.token });
      expect(after.body.membershipEndDate).toBe(addDays(today, 180));
      // From there the next one follows the renewal.
      expect(await renewalStart(client)).toBe(addDays(today, 180));
      // A membership ending today still runs today: the renewal starts today.
      expect(await renewalStart(await clientEnding(today))).toBe(today);
    });

    it('starts on the gym’s today after a membership has ended, or when there is none', async () => {
      expect(await renewalStart(await clientEnding(addDays(today, -1)))).toBe(today);
      expect(await renewalStart(await clientEnding('2024-01-01'))).toBe(today);
      expect(await renewalStart(await clientEnding())).toBe(today);
      // The gym's today, not the server's: at UTC+14 it is a day the server may not have reached.
      const kiritimati = (
        await server.call('POST', '/api/gyms', {
          token: owner.token,
          body: multipartForm({
            gymName: 'Line Islands',
            contactNumber: '9800000004',
            timeZone: 'Pacific/Kiritimati',
          }),
        })
      ).body.id as number;
      const there = todayIn('Pacific/Kiritimati');
      expect(await renewalStart(await clientEnding(addDays(there, -1), kiritimati))).toBe(there);
      expect(await renewalStart(await clientEnding(addDays(there, 1), kiritimati))).toBe(addDays(there, 1));
    });
  });

  describe('another owner', () => {
    const ids: Record<string, number> = {};
    const paymentBody = () => ({
      invoiceId: ids.invoice,
      billNo: 'X',
      amount: 1,
      paymentDate: '2026-11-05',
      paymentType: 'CASH',
    });
    beforeAll(async () => {
      ids.client = (await newClient()).id;
      ids.invoice = (
        await server.call('POST', '/api/invoices', {
          token: owner.token,
          body: invoiceBody(ids.client ?? 0),
        })
      ).body.id;
      ids.payment = (await pay(ids.invoice ?? 0, 100)).body.id;
      ids.gym = gymId;
    });

    it.each([
      ['GET', '/api/invoices/{invoice}'],
      ['GET', '/api/invoices/clients/{client}'],
      ['GET', '/api/invoices/clients/{client}/latest-membership-end-date'],
      ['GET', '/api/invoices?gymId={gym}'],
      ['POST', '/api/invoices', () => invoiceBody(ids.client ?? 0)],
      ['PUT', '/api/invoices/{invoice}', () => invoiceBody(ids.client ?? 0)],
      ['DELETE', '/api/invoices/{invoice}'],
      ['POST', '/api/payments', paymentBody],
      ['GET', '/api/payments?invoiceId={invoice}'],
      ['GET', '/api/payments/{payment}'],
      ['PUT', '/api/payments/{payment}', paymentBody],
      ['DELETE', '/api/payments/{payment}'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      const answer = await callRoute(server, stranger.token, ids, route);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    });

    it('changed nothing of the owner’s', async () => {
      const still = await server.call('GET', `/api/invoices/${ids.invoice}`, { token: owner.token });
      expect(still.body).toMatchObject({ amountPaid: 100, paymentDtoList: [{ amount: 100 }] });
    });
  });
});
