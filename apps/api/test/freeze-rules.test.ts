import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { DeviceSimulator } from '../tools/device-simulator/simulator.ts';
import { backends } from './support/backends.ts';
import { claimedDevice } from './support/devices.ts';
import { type GymFixture, invoicedClient, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';

const PRICES = { monthlyPrice: 2500, threeMonthPrice: 7000, sixMonthPrice: 13000, twelveMonthPrice: 24000 };

/**
 * Freeze rules per plan (decision 0047: a fee charged as an invoice, a limit of frozen days per
 * calendar year) and a punch at the door ending a freeze when the gym allows it (decision 0048).
 */
describe.each(backends)('freeze rules on %s', (backend) => {
  let fixture: GymFixture;
  let today: string;
  /** Next calendar year: its dates are free to choose, whatever day the test runs. */
  let next: number;
  let deviceId: number;
  let door: DeviceSimulator;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'Freeze Rules Gym');
    today = todayIn('Asia/Kathmandu');
    next = Number(today.slice(0, 4)) + 1;
    ({ deviceId, simulator: door } = await claimedDevice(
      fixture.server,
      fixture.owner,
      fixture.gymId,
      `RULES-${backend}`,
    ));
  });
  afterAll(() => fixture.server.close());

  const call = (method: string, path: string, body?: unknown, token = fixture.owner.token) =>
    fixture.server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const plan = async (planName: string, rules: { freezeFee?: unknown; freezeDaysPerYear?: unknown }) => {
    const created = await call('POST', `/api/pricing-plans/gyms/${fixture.gymId}`, {
      planName,
      ...PRICES,
      ...rules,
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  /** A member on the plan, invoiced from today for `days` days, on the door. */
  const member = async (name: string, planId: number, days = 800) => {
    const { clientId } = await invoicedClient(
      fixture,
      { name, gender: 'FEMALE' },
      { planId, start: today, end: addDays(today, days), amount: 2500 },
      deviceId,
    );
    await door.poll();
    return clientId;
  };
  const freeze = (id: number, startDate: string, days: number) =>
    call('POST', `/api/clients/${id}/freezes`, { startDate, days });
  const allowance = async (id: number, startDate: string) =>
    (await call('GET', `/api/clients/${id}/freeze-allowance?startDate=${startDate}`)).body;
  const client = async (id: number) => (await call('GET', `/api/clients/${id}`)).body;

  it("keeps a plan's freeze fee and yearly limit, optional, and refuses bad ones at their field", async () => {
    const id = await plan('Rules Plan', { freezeFee: 500.5, freezeDaysPerYear: 20 });
    const plans = (await call('GET', `/api/pricing-plans/gyms/${fixture.gymId}`)).body;
    expect(plans.find((p: { id: number }) => p.id === id)).toMatchObject({
      freezeFee: 500.5,
      freezeDaysPerYear: 20,
    });
    const cleared = await call('PUT', `/api/pricing-plans/${id}`, { planName: 'Rules Plan', ...PRICES });
    expect(cleared.body).toMatchObject({ freezeFee: null, freezeDaysPerYear: null });
    const nulls = await call('PUT', `/api/pricing-plans/${id}`, {
      planName: 'Rules Plan',
      ...PRICES,
      freezeFee: null,
      freezeDaysPerYear: 0,
    });
    expect(nulls.body).toMatchObject({ freezeFee: null, freezeDaysPerYear: 0 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ freezeFee: 0 }, 'freezeFee', 'Freeze Fee must be a number greater than zero, or empty for no fee.'],
      [
        { freezeFee: 'abc' },
        'freezeFee',
        'Freeze Fee must be a number greater than zero, or empty for no fee.',
      ],
      [
        { freezeDaysPerYear: 367 },
        'freezeDaysPerYear',
        'Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.',
      ],
      [
        { freezeDaysPerYear: 2.5 },
        'freezeDaysPerYear',
        'Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.',
      ],
    ];
    for (const [rules, field, message] of cases) {
      const refused = await call('POST', `/api/pricing-plans/gyms/${fixture.gymId}`, {
        planName: 'Bad',
        ...PRICES,
        ...rules,
      });
      expect([refused.status, refused.body.message, refused.body.details?.[0]?.field]).toEqual([
        400,
        message,
        field,
      ]);
    }
  });

  it('refuses a freeze past the yearly limit naming days and the days left; days given back count again', async () => {
    const id = await member('Asha', await plan('Limited', { freezeDaysPerYear: 20 }));
    expect(await allowance(id, `${next}-01-10`)).toEqual({
      planName: 'Limited',
      fee: null,
      daysPerYear: 20,
      year: next,
      daysUsed: 0,
      daysLeft: 20,
    });
    const first = await freeze(id, `${next}-01-10`, 15);
    expect(first.status).toBe(201);
    expect(first.body.feeInvoiceId).toBeNull();
    const endDate = (await client(id)).membershipEndDate;

    const over = await freeze(id, `${next}-03-01`, 6);
    expect([over.status, over.body.message, over.body.details[0].field]).toEqual([
      400,
      `Days is more than this plan allows: 5 of 20 frozen days left in ${next}.`,
      'days',
    ]);
    // Nothing half written: one freeze, the end date as it was.
    expect((await call('GET', `/api/clients/${id}/freezes`)).body).toHaveLength(1);
    expect((await client(id)).membershipEndDate).toBe(endDate);

    const planned = await freeze(id, `${next}-03-01`, 5);
    expect(planned.status).toBe(201);
    expect(await allowance(id, `${next}-06-01`)).toMatchObject({ daysUsed: 20, daysLeft: 0 });
    // Cancelled before it began: its 5 days are back in the year's allowance.
    await call('POST', `/api/clients/${id}/freezes/${planned.body.id}/end`);
    expect(await allowance(id, `${next}-06-01`)).toMatchObject({ daysUsed: 15, daysLeft: 5 });

    // Across 31 December each year counts its own days: 7 in this year is 2 too many ...
    const crossing = await freeze(id, `${next}-12-25`, 10);
    expect(crossing.body.message).toBe(
      `Days is more than this plan allows: 5 of 20 frozen days left in ${next}.`,
    );
    // ... 5 in this year and 5 in the next fit.
    expect((await freeze(id, `${next}-12-27`, 10)).status).toBe(201);
    expect(await allowance(id, `${next}-12-31`)).toMatchObject({ daysUsed: 20, daysLeft: 0 });
    expect(await allowance(id, `${next + 1}-01-02`)).toMatchObject({
      year: next + 1,
      daysUsed: 5,
      daysLeft: 15,
    });
  });

  it('refuses every freeze of a plan whose limit is 0, and a plan without rules has none', async () => {
    const none = await member('Bina', await plan('No Freezing', { freezeDaysPerYear: 0 }));
    const refused = await freeze(none, addDays(today, 1), 1);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      `Days is more than this plan allows: 0 of 0 frozen days left in ${addDays(today, 1).slice(0, 4)}.`,
    ]);
    const free = await member('Chitra', await plan('Free Freezing', {}));
    expect(await allowance(free, `${next}-02-01`)).toMatchObject({
      fee: null,
      daysPerYear: null,
      daysLeft: null,
    });
    expect((await freeze(free, `${next}-02-01`, 365)).status).toBe(201);
  });

  it("charges the plan's fee as an invoice of its own, owed like any other, leaving the membership alone", async () => {
    const id = await member('Deepa', await plan('Premium', { freezeFee: 750.5 }), 40);
    expect(await allowance(id, today)).toMatchObject({ planName: 'Premium', fee: 750.5 });
    const frozen = await freeze(id, addDays(today, 2), 5);
    expect(frozen.status).toBe(201);
    const feeId = frozen.body.feeInvoiceId as number;
    expect(feeId).toEqual(expect.any(Number));
    const fee = (await call('GET', `/api/invoices/${feeId}`)).body;
    expect(fee).toMatchObject({
      freezeId: frozen.body.id,
      clientId: id,
      pricingPlanDto: { planName: 'Premium' },
      membershipStartDate: today,
      membershipEndDate: today,
      totalAmount: 750.5,
      discountedAmount: 750.5,
      amountDue: 750.5,
    });
    // The membership moved by the frozen days only, not to the fee's date, and renewals still
    // continue from the membership.
    expect((await client(id)).membershipEndDate).toBe(addDays(today, 45));
    const latest = (await call('GET', `/api/invoices/clients/${id}/latest-membership-end-date`)).body;
    expect(latest.membershipEndDate).toBe(addDays(today, 40));
    // Owed on the Dues screen and in the client's dues.
    const dues = (await call('GET', `/api/dues/gyms/${fixture.gymId}?pageSize=100`)).body;
    expect(dues.content.find((due: { invoiceId: number }) => due.invoiceId === feeId)).toMatchObject({
      amountDue: 750.5,
    });
    expect((await call('GET', `/api/dues/clients/${id}`)).body.amountDue).toBe(3250.5);
    // The list answers the freeze with its fee; cancelling the freeze keeps the fee (the gym may
    // delete the unpaid invoice to waive it).
    expect((await call('GET', `/api/clients/${id}/freezes`)).body[0].feeInvoiceId).toBe(feeId);
    await call('POST', `/api/clients/${id}/freezes/${frozen.body.id}/end`);
    expect((await call('GET', `/api/invoices/${feeId}`)).status).toBe(200);
    expect((await client(id)).membershipEndDate).toBe(addDays(today, 40));
    // A plan without a fee charges nothing.
    const plain = await member('Esha', await plan('Plain', {}), 40);
    const invoicesBefore = (await call('GET', `/api/invoices/clients/${plain}`)).body.content.length;
    expect((await freeze(plain, today, 3)).body.feeInvoiceId).toBeNull();
    expect((await call('GET', `/api/invoices/clients/${plain}`)).body.content).toHaveLength(invoicesBefore);
  });

  describe('a frozen member punching in', () => {
    const punchToday = async (id: number) => {
      door.punch(String(id), `${today} 07:15:00`);
      expect((await door.uploadPunches())?.text).toBe('OK:1');
    };
    const attendanceCount = async (id: number) =>
      (
        await fixture.server.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM attendance WHERE client_id = $1',
          [id],
        )
      )[0]?.count;

    it('is recorded and still refused while the gym has it off (the default)', async () => {
      expect((await call('GET', `/api/freezes/gyms/${fixture.gymId}/settings`)).body).toEqual({
        endOnPunchIn: false,
      });
      const id = await member('Gita', await plan('Punch Off', {}), 40);
      await freeze(id, addDays(today, -3), 10);
      await door.poll();
      expect(door.users.has(String(id))).toBe(false);
      await punchToday(id);
      expect(await attendanceCount(id)).toBe(1);
      expect((await call('GET', `/api/clients/${id}/freezes`)).body[0]).toMatchObject({
        state: 'RUNNING',
        days: 10,
      });
      expect(await door.poll()).toEqual([]);
      expect(door.users.has(String(id))).toBe(false);
    });

    it('ends the freeze that day when the gym has it on: unused days back, the door opens, the trail says so', async () => {
      const saved = await call('PUT', `/api/freezes/gyms/${fixture.gymId}/settings`, { endOnPunchIn: true });
      expect(saved.body).toEqual({ endOnPunchIn: true });
      const id = await member('Hema', await plan('Punch On', {}), 40);
      const frozen = await freeze(id, addDays(today, -3), 10);
      expect((await client(id)).membershipEndDate).toBe(addDays(today, 50));
      await door.poll();
      expect(door.users.has(String(id))).toBe(false);

      await punchToday(id);
      expect(await attendanceCount(id)).toBe(1);
      // 3 days frozen before the punch's day, 7 given back, exactly as unfreezing today would.
      expect((await call('GET', `/api/clients/${id}/freezes`)).body[0]).toMatchObject({
        id: frozen.body.id,
        days: 3,
        plannedDays: 10,
        endedEarly: true,
        state: 'OVER',
      });
      expect(await client(id)).toMatchObject({
        membershipEndDate: addDays(today, 43),
        membershipState: 'ACTIVE',
      });
      expect((await door.poll()).map((command) => command.command.split('\t')[0])).toEqual([
        `DATA UPDATE USERINFO PIN=${id}`,
      ]);
      expect(door.users.has(String(id))).toBe(true);
      const trail = (await call('GET', `/api/clients/${id}/activity?pageSize=100`)).body.content;
      type Entry = { subject: string; action: string; actor: unknown; changes: unknown };
      const freezeEnded = trail.find(
        (entry: Entry) => entry.subject === 'FREEZE' && entry.action === 'CHANGED',
      );
      expect(freezeEnded.actor).toBeNull();
      expect(freezeEnded.changes).toEqual(
        expect.arrayContaining([{ field: 'days', before: '10', after: '3' }]),
      );
      const endMoved = trail.find((entry: Entry) => entry.subject === 'MEMBERSHIP');
      expect(endMoved).toMatchObject({
        actor: null,
        changes: [{ field: 'membershipEndDate', before: addDays(today, 50), after: addDays(today, 43) }],
      });

      // The same punch sent again (a lost answer) changes nothing more.
      door.punch(String(id), `${today} 07:15:00`);
      await door.uploadPunches();
      expect((await client(id)).membershipEndDate).toBe(addDays(today, 43));
      expect(await door.poll()).toEqual([]);
    });

    it("leaves a member who is not frozen on the punch's day alone", async () => {
      const id = await member('Indira', await plan('Planned Freeze', {}), 40);
      await freeze(id, addDays(today, 5), 4);
      await punchToday(id);
      expect((await call('GET', `/api/clients/${id}/freezes`)).body[0]).toMatchObject({
        state: 'PLANNED',
        days: 4,
        endedEarly: false,
      });
    });
  });

  describe('another owner', () => {
    it.each([
      ['GET', `/api/clients/{client}/freeze-allowance?startDate=2026-01-01`],
      ['GET', '/api/freezes/gyms/{gym}/settings'],
      ['PUT', '/api/freezes/gyms/{gym}/settings', () => ({ endOnPunchIn: true })],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      const clientId = (
        await call(
          'POST',
          '/api/clients',
          multipartForm({ gymId: fixture.gymId, name: 'Kept', phone: '9841000000', gender: 'MALE' }),
        )
      ).body.id as number;
      const answer = await callRoute(
        fixture.server,
        fixture.stranger.token,
        { gym: fixture.gymId, client: clientId },
        route,
      );
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    });

    it("changed nothing of the owner's", async () => {
      await call('PUT', `/api/freezes/gyms/${fixture.gymId}/settings`, { endOnPunchIn: false });
      const otherGym = await call(
        'PUT',
        `/api/freezes/gyms/${fixture.gymId}/settings`,
        { endOnPunchIn: true },
        fixture.stranger.token,
      );
      expect(otherGym.status).toBe(404);
      expect((await call('GET', `/api/freezes/gyms/${fixture.gymId}/settings`)).body.endOnPunchIn).toBe(
        false,
      );
    });
  });
});
