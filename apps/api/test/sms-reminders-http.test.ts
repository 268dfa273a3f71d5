import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMS_SETTINGS } from '../src/sms/default-settings.ts';
import { addDays, todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addOwnerWithGym, addPricingPlan } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The servers' clock: 10:00 in Kathmandu, so the day's reminders (from 09:00) are due. */
const NOW = new Date('2026-03-10T10:00:00+05:45');
const TODAY = todayIn('Asia/Kathmandu', NOW);

describe.each(backends)('automatic reminders over HTTP on %s', (backend) => {
  let first: TestServer;
  /** A second server process on the same PostgreSQL database (on PGlite, the same one). */
  let second: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  let clientId: number;
  let planId: number;
  beforeAll(async () => {
    // No timer rounds: the test runs them, with the servers' clock at NOW.
    first = await startTestServer(backend, { reminderCheckSeconds: 0 }, { now: () => NOW });
    second =
      backend === 'postgres'
        ? await startTestServer(
            backend,
            { reminderCheckSeconds: 0, databaseUrl: first.config.databaseUrl },
            { now: () => NOW },
          )
        : first;
    ({ owner, gymId } = await addOwnerWithGym(first, 'Reminder Owner', 'Annapurna Gym', 50));
    stranger = await registerOwner(first, 'Other Owner');
    const saved = await first.call('PUT', `/api/gyms-sms-settings/${gymId}`, {
      token: owner.token,
      body: {
        id: gymId,
        userSMSSetting: {
          ...DEFAULT_SMS_SETTINGS,
          sendBefore3DaysExpired: true,
          sendMembershipRenewed: true,
          sendMembershipRenewedTemplate: 'Thanks {client_name}! {business_name} until {expiry_date}.',
        },
      },
    });
    expect(saved.status).toBe(200);
    const client = await first.call('POST', '/api/clients', {
      token: owner.token,
      body: multipartForm({
        gymId,
        name: 'Maya',
        phone: '9803000001',
        gender: 'FEMALE',
        membershipEndDate: addDays(TODAY, 3),
      }),
    });
    clientId = client.body.id;
    planId = await addPricingPlan(first, owner.token, gymId);
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  const listed = async (token = owner.token) =>
    first.call('GET', `/api/sms/gyms/${gymId}`, { token, headers: {} });
  const reasons = async () =>
    (await listed()).body.content.map((sms: { reminderReason: string | null }) => sms.reminderReason);

  it('two server processes send the due reminder once; the list says it was automatic and why', async () => {
    const counts = await Promise.all([first.ctx.reminders.runNow(), second.ctx.reminders.runNow()]);
    expect(counts[0] + counts[1]).toBe(1);
    const list = await listed();
    expect(list.status).toBe(200);
    expect(list.body.content).toHaveLength(1);
    expect(list.body.content[0]).toMatchObject({
      client: { id: clientId, name: 'Maya' },
      reminderReason: 'BEFORE_EXPIRY_3',
      phone: '9803000001',
    });
    expect(list.body.content[0].content).toContain('Annapurna Gym');
    // Another owner sees nothing of it.
    const foreign = await listed(stranger.token);
    expect([403, 404]).toContain(foreign.status);
    expect(JSON.stringify(foreign.body)).not.toContain('Maya');
  });

  it("an invoice that extends the membership queues 'membership renewed' in its transaction, once a day", async () => {
    const invoice = (membershipEndDate: string) =>
      first.call('POST', '/api/invoices', {
        token: owner.token,
        body: {
          clientId,
          pricingPlanId: planId,
          membershipStartDate: TODAY,
          membershipEndDate,
          totalAmount: 2500,
          discountedAmount: 2500,
        },
      });
    // An invoice that ends before the membership does extends nothing.
    expect((await invoice(addDays(TODAY, 1))).status).toBe(201);
    expect(await reasons()).toEqual(['BEFORE_EXPIRY_3']);
    expect((await invoice(addDays(TODAY, 33))).status).toBe(201);
    const renewed = (await listed()).body.content.find(
      (sms: { reminderReason: string | null }) => sms.reminderReason === 'MEMBERSHIP_RENEWED',
    );
    // TODAY + 33, as people read it.
    expect(renewed.content).toBe('Thanks Maya! Annapurna Gym until Apr 12, 2026.');
    // A second renewal the same (real) day does not message the member again.
    expect((await invoice(addDays(TODAY, 63))).status).toBe(201);
    expect((await reasons()).filter((reason: string | null) => reason === 'MEMBERSHIP_RENEWED')).toHaveLength(
      1,
    );
    const [owed] = await first.db.query<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [
      owner.id,
    ]);
    expect(owed?.total_sms).toBe(48);
  });
});
