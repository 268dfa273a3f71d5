import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import type { TestServer } from './support/test-server.ts';

const TEMPLATE = 'Dear {client_name}, your membership at {business_name} ends on {expiry_date}.';

describe.each(backends)("SMS placeholders in the gym's date format on %s", (backend) => {
  let server: TestServer;
  let owner: Account;
  let gymId: number;
  beforeAll(async () => {
    ({ server, owner, gymId } = await ownerWithGym(backend, 'Lanka Lifts'));
    await server.db.query('UPDATE users SET total_sms = 50 WHERE id = $1', [owner.id]);
    // A gym in Sri Lanka: its clients' phones are Sri Lankan numbers (checked for the gym's country).
    await server.db.query("UPDATE gyms SET time_zone = 'Asia/Colombo' WHERE id = $1", [gymId]);
    for (const [name, phone, end] of [
      ['Nimal', '0771000001', '2026-11-13'],
      ['Kamala', '0771000002', '2027-01-01'],
      ['Sunil', '0771000003', null],
    ] as const) {
      const client = await server.call('POST', '/api/clients', {
        token: owner.token,
        body: multipartForm({
          gymId,
          name,
          phone,
          gender: 'MALE',
          ...(end ? { membershipEndDate: end } : {}),
        }),
      });
      expect(client.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  /** The texts of the gym's messages after message `afterId`, by phone. */
  const contents = async (afterId = 0) =>
    Object.fromEntries(
      (
        await server.db.query<{ phone: string; content: string }>(
          'SELECT phone, content FROM sms_messages WHERE gym_id = $1 AND id > $2 ORDER BY id',
          [gymId, afterId],
        )
      ).map((row) => [row.phone, row.content]),
    );

  it('fills {expiry_date} as people read a date, for every client of a group', async () => {
    const answer = await server.call('POST', '/api/sms/send', {
      token: owner.token,
      body: { gymId, type: 'ALL', phoneNumbers: null, smsContent: TEMPLATE },
    });
    expect(answer.status).toBe(200);
    expect(await contents()).toEqual({
      '0771000001': 'Dear Nimal, your membership at Lanka Lifts ends on Nov 13, 2026.',
      '0771000002': 'Dear Kamala, your membership at Lanka Lifts ends on Jan 1, 2027.',
      '0771000003': 'Dear Sunil, your membership at Lanka Lifts ends on .',
    });
  });

  it('fills {expiry_date} in Bikram Sambat, or in both, when the gym reads its dates that way', async () => {
    for (const [calendar, expected] of [
      ['BS', 'Dear Nimal, your membership at Lanka Lifts ends on 27 Kartik 2083.'],
      ['BS_AD', 'Dear Nimal, your membership at Lanka Lifts ends on 27 Kartik 2083 (Nov 13, 2026).'],
    ] as const) {
      await server.call('PUT', `/api/gyms/${gymId}`, {
        token: owner.token,
        body: multipartForm({ calendar }),
      });
      const [last] = await server.db.query<{ id: number }>('SELECT max(id)::int AS id FROM sms_messages');
      const answer = await server.call('POST', '/api/sms/send', {
        token: owner.token,
        body: { gymId, type: null, phoneNumbers: '0771000001', smsContent: TEMPLATE },
      });
      expect(answer.status).toBe(200);
      expect(await contents(last?.id)).toEqual({ '0771000001': expected });
    }
    await server.call('PUT', `/api/gyms/${gymId}`, {
      token: owner.token,
      body: multipartForm({ calendar: 'AD' }),
    });
  });

  it("fills typed numbers the same way: a client's own date, nothing for a stranger's number", async () => {
    const [last] = await server.db.query<{ id: number }>('SELECT max(id)::int AS id FROM sms_messages');
    const answer = await server.call('POST', '/api/sms/send', {
      token: owner.token,
      body: { gymId, type: null, phoneNumbers: '0771000001, 0779999999', smsContent: TEMPLATE },
    });
    expect(answer.status).toBe(200);
    expect(await contents(last?.id)).toEqual({
      '0771000001': 'Dear Nimal, your membership at Lanka Lifts ends on Nov 13, 2026.',
      '0779999999': 'Dear Member, your membership at Lanka Lifts ends on .',
    });
  });
});
