import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('SMS on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  const today = todayIn('Asia/Kathmandu');
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Sagarmatha Gym'));
    await server.db.query('UPDATE users SET total_sms = 10 WHERE id = $1', [owner.id]);
    for (const [name, phone, end] of [
      ['Ram', '9801000001', '2025-11-13'],
      ['Sita', '9801000002', addDays(today, 20)],
    ] as const) {
      await server.call('POST', '/api/clients', {
        token: owner.token,
        body: multipartForm({ gymId, name, phone, gender: 'MALE', membershipEndDate: end }),
      });
    }
  });
  afterAll(() => server.close());

  /** Waits for the server's sender to hand every queued message to the provider. */
  const settled = async () => {
    for (let tries = 0; tries < 100; tries++) {
      const [queued] = await server.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM sms_messages WHERE status = 'QUEUED'`,
      );
      if (queued?.count === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('messages still queued after 5 s');
  };

  const send = (body: Record<string, unknown>, token = owner.token) =>
    server.call('POST', '/api/sms/send', { token, body: { gymId, phoneNumbers: null, type: null, ...body } });

  it('fills the placeholders per expired client and charges the segments', async () => {
    const answer = await send({
      type: 'EXPIRED',
      smsContent: 'Hi {client_name}, {business_name} membership ended {expiry_date}.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: 1, failed: 0, creditsUsed: 1, totalSms: 9 });
    await settled();
    const list = await server.call('GET', `/api/sms/gyms/${gymId}`, { token: owner.token });
    expect(list.body.content[0]).toMatchObject({
      content: 'Hi Ram, Sagarmatha Gym membership ended Nov 13, 2025.',
      phone: '9801000001',
      client: { name: 'Ram' },
      smsCost: 1,
      status: 'SENT',
      encoding: 'GSM_7',
    });
  });

  it('counts Nepali text by UCS-2 segments and lets the balance go negative', async () => {
    const nepali = 'नमस्ते! तपाईंको सदस्यता नवीकरण गर्ने समय भयो। '.repeat(2); // 90+ characters: 2 UCS-2 segments
    const answer = await send({ type: 'ALL', smsContent: nepali });
    expect(answer.body).toMatchObject({ sent: 2, creditsUsed: 4, totalSms: 5 });
    const big = await send({
      phoneNumbers: '9801000009, 9801000008 ,9801000009',
      smsContent: 'x'.repeat(700),
    });
    expect(big.body).toMatchObject({ sent: 2, creditsUsed: 10, totalSms: -5 });
    const balance = await server.call('GET', `/api/users/${owner.id}/total-sms`, { token: owner.token });
    expect(balance.body).toEqual({ totalSms: -5 });
    const [message] = (await server.call('GET', `/api/sms/gyms/${gymId}?pageSize=1`, { token: owner.token }))
      .body.content;
    const one = await server.call('GET', `/api/sms/${message.id}`, { token: owner.token });
    expect(one.body).toMatchObject({ client: null, encoding: 'GSM_7', smsCost: 5 });
  });

  it('refuses bad sends with a message naming the field', async () => {
    expect((await send({ smsContent: 'x'.repeat(721), type: 'ALL' })).body.details[0].field).toBe(
      'smsContent',
    );
    expect((await send({ smsContent: 'Hi' })).body.message).toBe(
      'Add at least one phone number or choose which clients to send to.',
    );
    expect((await send({ smsContent: 'Hi', phoneNumbers: '98010, abc' })).body.message).toBe(
      "98010 is not a phone number of the gym's country.",
    );
  });

  it("sends typed numbers only when each is a number of the gym's country, at the field, nothing spent", async () => {
    const balance = async () =>
      (await server.call('GET', `/api/users/${owner.id}/total-sms`, { token: owner.token })).body.totalSms;
    const [before] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sms_messages',
    );
    const creditsBefore = await balance();
    // Seven to fifteen digits passed the old check; none of these is a number in Nepal.
    for (const [typed, named] of [
      ['9801000001, 1234567', '1234567'],
      ['9801000001, +94 77 123 4567', '+94 77 123 4567'],
      ['9123456789', '9123456789'],
      ['abc-123, 9801000001', 'abc-123'],
    ]) {
      for (const path of ['/api/sms/send', '/api/sms/quote']) {
        const answer = await server.call('POST', path, {
          token: owner.token,
          body: { gymId, type: null, phoneNumbers: typed, smsContent: 'Hi' },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.details).toEqual([
          { field: 'phoneNumbers', message: `${named} is not a phone number of the gym's country.` },
        ]);
      }
    }
    const [after] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sms_messages',
    );
    expect(after?.count).toBe(before?.count);
    expect(await balance()).toBe(creditsBefore);

    // Written with the country code, dashes or spaces, a client's number is that client (their name),
    // stored as the gym's country writes it, and sent once.
    const [last] = await server.db.query<{ id: number }>(
      'SELECT coalesce(max(id), 0)::int AS id FROM sms_messages',
    );
    const sent = await send({
      phoneNumbers: '+977 980-1000001, 9801000001, 00977 9801000002',
      smsContent: 'Hi {client_name}',
    });
    expect(sent.body).toMatchObject({ sent: 2 });
    const rows = await server.db.query<{ phone: string; content: string }>(
      'SELECT phone, content FROM sms_messages WHERE gym_id = $1 AND id > $2 ORDER BY phone',
      [gymId, last?.id ?? 0],
    );
    expect(rows).toEqual([
      { phone: '9801000001', content: 'Hi Ram' },
      { phone: '9801000002', content: 'Hi Sita' },
    ]);
  });

  it('quotes a send: the recipients and credits sendSms would charge, sending and charging nothing', async () => {
    const quote = (body: Record<string, unknown>, token = owner.token) =>
      server.call('POST', '/api/sms/quote', {
        token,
        body: { gymId, phoneNumbers: null, type: null, ...body },
      });
    const [before] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sms_messages',
    );
    const balance = (await server.call('GET', `/api/users/${owner.id}/total-sms`, { token: owner.token }))
      .body.totalSms;
    const nepali = 'नमस्ते! तपाईंको सदस्यता नवीकरण गर्ने समय भयो। '.repeat(2);
    expect((await quote({ type: 'ALL', smsContent: nepali })).body).toEqual({
      recipients: 2,
      credits: 4,
      totalSms: balance,
    });
    // Filled per recipient: a long name can take a message into a second segment.
    expect(
      (
        await quote({
          phoneNumbers: '9801000001, 9801000007',
          smsContent: `{client_name} ${'x'.repeat(155)}`,
        })
      ).body,
    ).toMatchObject({ recipients: 2, credits: 3 });
    expect((await quote({ type: 'EXPIRED', smsContent: 'Hi' })).body).toMatchObject({
      recipients: 1,
      credits: 1,
    });
    expect((await quote({ smsContent: 'Hi' })).body.message).toBe(
      'Add at least one phone number or choose which clients to send to.',
    );
    expect((await quote({ type: 'ALL', smsContent: 'Hi' }, stranger.token)).status).toBe(404);
    const [after] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sms_messages',
    );
    expect(after?.count).toBe(before?.count);
    expect(
      (await server.call('GET', `/api/users/${owner.id}/total-sms`, { token: owner.token })).body,
    ).toEqual({
      totalSms: balance,
    });
  });

  it('counts credits per month', async () => {
    const counts = await server.call('GET', `/api/sms/gyms/${gymId}/monthly-count`, { token: owner.token });
    const [year, month] = today.split('-').map(Number);
    expect(counts.body).toEqual([{ year, month, count: 17 }]);
  });

  it("starts a gym's templates in its owner's language until it saves its own (decision 0049)", async () => {
    const settings = async () =>
      (await server.call('GET', `/api/gyms-sms-settings/${gymId}`, { token: owner.token })).body;
    expect((await settings()).sendBirthdayTemplate).toMatch(/^Happy birthday, \{client_name\}!/);
    await server.db.query(`UPDATE users SET language = 'ne' WHERE id = $1`, [owner.id]);
    try {
      const nepali = await settings();
      expect(nepali.sendBirthdayTemplate).toBe(
        'जन्मदिनको शुभकामना, {client_name}! {business_name} परिवारबाट स्वस्थ र बलियो वर्षको शुभकामना।',
      );
      expect(nepali.sendBefore7DaysExpiredTemplate).toContain('{expiry_date}');
      expect(nepali.sendPaymentReceivedTemplate).toContain('#{receipt_number}');
      expect(nepali).toMatchObject({ sendBirthday: false, sendPaymentReceived: false });
      await server.db.query(`UPDATE users SET language = 'si' WHERE id = $1`, [owner.id]);
      expect((await settings()).sendDuesReminderTemplate).toContain('{amount_due}');
      expect((await settings()).sendDuesReminderTemplate).toMatch(/^ආයුබෝවන්/);
    } finally {
      await server.db.query('UPDATE users SET language = NULL WHERE id = $1', [owner.id]);
    }
  });

  it('keeps per-gym settings with default templates until saved', async () => {
    const defaults = await server.call('GET', `/api/gyms-sms-settings/${gymId}`, { token: owner.token });
    expect(defaults.body).toMatchObject({ gymId, sendBirthday: false });
    expect(defaults.body.sendBirthdayTemplate).toContain('{client_name}');
    const saved = await server.call('PUT', `/api/gyms-sms-settings/${gymId}`, {
      token: owner.token,
      body: {
        id: gymId,
        userSMSSetting: { ...defaults.body, sendBirthday: true, sendBirthdayTemplate: 'Happy birthday!' },
      },
    });
    expect(saved.body).toMatchObject({ sendBirthday: true, sendBirthdayTemplate: 'Happy birthday!' });
    const again = await server.call('GET', `/api/gyms-sms-settings/${gymId}`, { token: owner.token });
    expect(again.body).toEqual(saved.body);
  });

  it('resends a failed message once, charging it again; other statuses are refused', async () => {
    await settled();
    const [message] = await server.db.query<{ id: number; sms_cost: number }>(
      `UPDATE sms_messages SET status = 'FAILED', error = 'invalid token', refunded = true, attempts = 5
        WHERE id = (SELECT min(id) FROM sms_messages WHERE gym_id = $1) RETURNING id, sms_cost`,
      [gymId],
    );
    if (!message) throw new Error('no message to fail');
    const balance = async () =>
      (
        await server.db.query<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [owner.id])
      )[0]?.total_sms;
    const before = await balance();
    const failed = await server.call('GET', `/api/sms/${message.id}`, { token: owner.token });
    expect(failed.body).toMatchObject({
      status: 'FAILED',
      error: 'invalid token',
      refunded: true,
      attempts: 5,
    });
    const resent = await server.call('POST', `/api/sms/${message.id}/resend`, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: message.id, error: null, refunded: false, attempts: 0 });
    expect(await balance()).toBe((before ?? 0) - message.sms_cost);
    await settled();
    const after = await server.call('GET', `/api/sms/${message.id}`, { token: owner.token });
    expect(after.body).toMatchObject({
      status: 'SENT',
      provider: 'local',
      providerMessageId: null,
      attempts: 1,
    });
    const again = await server.call('POST', `/api/sms/${message.id}/resend`, { token: owner.token });
    expect(again.status).toBe(409);
    expect(await balance()).toBe((before ?? 0) - message.sms_cost);
  });

  describe('another owner', () => {
    const ids: Record<string, number> = {};
    let ownSettings: unknown;
    beforeAll(async () => {
      const [message] = await server.db.query<{ id: number }>('SELECT id FROM sms_messages LIMIT 1');
      ids.sms = message?.id ?? 0;
      ids.gym = gymId;
      ownSettings = (await server.call('GET', `/api/gyms-sms-settings/${gymId}`, { token: owner.token }))
        .body;
    });

    it.each([
      ['POST', '/api/sms/send', () => ({ gymId, phoneNumbers: null, type: 'ALL', smsContent: 'spam' })],
      ['GET', '/api/sms/gyms/{gym}'],
      ['GET', '/api/sms/gyms/{gym}/monthly-count'],
      ['GET', '/api/sms/{sms}'],
      ['POST', '/api/sms/{sms}/resend'],
      ['GET', '/api/gyms-sms-settings/{gym}'],
      ['PUT', '/api/gyms-sms-settings/{gym}', () => ({ id: gymId, userSMSSetting: ownSettings })],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      expect((await callRoute(server, stranger.token, ids, route)).status).toBe(404);
    });
  });
});

describe.each(backends)('a bulk SMS to a large group on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let gymId: number;
  // More than one page of the group's read (500) and many insert statements (50 rows each).
  const CLIENTS = 1_234;
  beforeAll(async () => {
    ({ server, owner, gymId } = await ownerWithGym(backend, 'Bulk Gym'));
    await server.db.query(
      `INSERT INTO clients (gym_id, name, phone, gender, membership_end_date)
       SELECT $1, 'Member ' || n, (9820000000 + n)::text, 'MALE', current_date + 30 FROM generate_series(1, $2::int) AS n`,
      [gymId, CLIENTS],
    );
  });
  afterAll(() => server.close());

  it('queues one message per client, each with its own name, in one transaction', async () => {
    const answer = await server.call('POST', '/api/sms/send', {
      token: owner.token,
      body: { gymId, type: 'ALL', phoneNumbers: null, smsContent: 'Hello {client_name}' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sent: CLIENTS, creditsUsed: CLIENTS });
    const rows = await server.db.query<{
      content: string;
      name: string;
      phone: string;
      client_phone: string;
    }>(
      `SELECT s.content, c.name, s.phone, c.phone AS client_phone
         FROM sms_messages s JOIN clients c ON c.id = s.client_id WHERE s.gym_id = $1`,
      [gymId],
    );
    expect(rows).toHaveLength(CLIENTS);
    expect(new Set(rows.map((row) => row.client_phone)).size).toBe(CLIENTS);
    for (const row of rows) {
      expect(row.content).toBe(`Hello ${row.name}`);
      expect(row.phone).toBe(row.client_phone);
    }
  });

  it('stores none of a send whose transaction fails', async () => {
    const before = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sms_messages WHERE gym_id = $1',
      [gymId],
    );
    // A deferred failure at commit: every batch already inserted must go with it.
    await server.db.exec(`
      CREATE FUNCTION refuse_bulk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused at commit'; END $$;
      CREATE CONSTRAINT TRIGGER refuse_bulk AFTER INSERT ON sms_messages
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_bulk();`);
    try {
      const answer = await server.call('POST', '/api/sms/send', {
        token: owner.token,
        body: { gymId, type: 'ALL', phoneNumbers: null, smsContent: 'Again {client_name}' },
      });
      expect(answer.status).toBe(500);
    } finally {
      await server.db.exec('DROP TRIGGER refuse_bulk ON sms_messages; DROP FUNCTION refuse_bulk();');
    }
    const after = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sms_messages WHERE gym_id = $1',
      [gymId],
    );
    expect(after).toEqual(before);
  });
});
