import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWILIO_STATUS_PATH, twilioSignature } from '../src/sms/gateways.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { fakeGateway } from './support/fake-gateway.ts';
import { addOwnerWithGym } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const AUTH_TOKEN = 'twilio-auth-token-never-shown';
const PUBLIC_URL = 'https://gym.example.com';
const CALLBACK_URL = `${PUBLIC_URL}${TWILIO_STATUS_PATH}`;

describe.each(backends)('Twilio over HTTP on %s', (backend) => {
  const gateway = fakeGateway();
  let server: TestServer;
  let owner: Account;
  let gymId: number;
  beforeAll(async () => {
    const baseUrl = await gateway.start();
    server = await startTestServer(
      backend,
      { publicUrl: PUBLIC_URL },
      {
        env: {
          SMS_PROVIDER: 'twilio',
          SMS_BASE_URL: baseUrl,
          SMS_ACCOUNT_SID: 'AC77',
          SMS_TOKEN: AUTH_TOKEN,
          SMS_FROM: '+15005550006',
        },
      },
    );
    ({ owner, gymId } = await addOwnerWithGym(server, 'Twilio Owner', 'Everest Gym', 10));
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });

  /** Sends one message through the API with Twilio answering this SID; answers it once SENT. */
  const sendWithSid = async (sid: string, phone: string) => {
    gateway.answer({ status: 201, body: { sid, status: 'queued' } });
    const sent = await server.call('POST', '/api/sms/send', {
      token: owner.token,
      body: { gymId, phoneNumbers: phone, type: null, smsContent: 'Training moved to 7am.' },
    });
    expect(sent.status).toBe(200);
    for (let tries = 0; tries < 100; tries++) {
      const list = await server.call('GET', `/api/sms/gyms/${gymId}`, { token: owner.token });
      const sms = list.body.content.find((row: { phone: string }) => row.phone === phone);
      if (sms?.status === 'SENT') return sms;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the message to ${phone} was not sent`);
  };
  const callback = (params: Record<string, string>, signature?: string) =>
    fetch(`${server.url}${TWILIO_STATUS_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
      body: new URLSearchParams(params),
    });
  const stored = async (id: number) =>
    (await server.call('GET', `/api/sms/${id}`, { token: owner.token })).body;
  const balance = async () =>
    (await server.db.query<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [owner.id]))[0]
      ?.total_sms;

  it('sends through the Messages API, keeps the SID and asks for status callbacks at PUBLIC_URL', async () => {
    const sms = await sendWithSid('SM-A', '9801000001');
    expect(sms).toMatchObject({ provider: 'twilio', providerMessageId: 'SM-A', statusNote: null });
    expect(gateway.requests.at(-1)?.form).toMatchObject({
      To: '+9779801000001',
      StatusCallback: CALLBACK_URL,
    });
  });

  it('an unsigned or forged callback answers 403 and changes nothing; a signed one marks it delivered', async () => {
    const sms = await sendWithSid('SM-B', '9801000002');
    const params = { MessageSid: 'SM-B', MessageStatus: 'delivered', AccountSid: 'AC77' };
    expect((await callback(params)).status).toBe(403);
    expect((await callback(params, 'bm90LXR3aWxpbydzIHNpZ25hdHVyZQ==')).status).toBe(403);
    // Signed with another token, or for another address: forged too.
    expect((await callback(params, twilioSignature('guessed-token', CALLBACK_URL, params))).status).toBe(403);
    expect(
      (await callback(params, twilioSignature(AUTH_TOKEN, 'https://evil.example.com/x', params))).status,
    ).toBe(403);
    // A signature for other parameters does not carry over to a changed status.
    const sentParams = { ...params, MessageStatus: 'sent' };
    expect((await callback(params, twilioSignature(AUTH_TOKEN, CALLBACK_URL, sentParams))).status).toBe(403);
    expect((await stored(sms.id)).status).toBe('SENT');

    const signed = await callback(params, twilioSignature(AUTH_TOKEN, CALLBACK_URL, params));
    expect(signed.status).toBe(204);
    expect(await stored(sms.id)).toMatchObject({ status: 'DELIVERED', providerMessageId: 'SM-B' });
  });

  it('a failed callback fails the message and refunds it; undelivered fails it without a refund', async () => {
    const failed = await sendWithSid('SM-C', '9801000003');
    const before = await balance();
    const params = { MessageSid: 'SM-C', MessageStatus: 'failed', ErrorCode: '30008' };
    expect((await callback(params, twilioSignature(AUTH_TOKEN, CALLBACK_URL, params))).status).toBe(204);
    expect(await stored(failed.id)).toMatchObject({
      status: 'FAILED',
      error: 'Twilio: failed (error 30008)',
      refunded: true,
    });
    expect(await balance()).toBe((before ?? 0) + failed.smsCost);

    const lost = await sendWithSid('SM-D', '9801000004');
    const lostParams = { MessageSid: 'SM-D', MessageStatus: 'undelivered', ErrorCode: '30005' };
    await callback(lostParams, twilioSignature(AUTH_TOKEN, CALLBACK_URL, lostParams));
    expect(await stored(lost.id)).toMatchObject({ status: 'FAILED', refunded: false });
    // A late 'delivered' never undoes a final status.
    const late = { MessageSid: 'SM-D', MessageStatus: 'delivered' };
    await callback(late, twilioSignature(AUTH_TOKEN, CALLBACK_URL, late));
    expect((await stored(lost.id)).status).toBe('FAILED');
  });

  it('a report that comes before the sender recorded the SID is kept and applied, not dropped', async () => {
    const early = { MessageSid: 'SM-EARLY', MessageStatus: 'delivered' };
    expect((await callback(early, twilioSignature(AUTH_TOKEN, CALLBACK_URL, early))).status).toBe(204);
    const [kept] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sms_early_reports WHERE provider_message_id = 'SM-EARLY'`,
    );
    expect(kept?.count).toBe(1);
    // The sender now hands the message over and records Twilio's answer with that SID.
    gateway.answer({ status: 201, body: { sid: 'SM-EARLY', status: 'queued' } });
    await server.call('POST', '/api/sms/send', {
      token: owner.token,
      body: { gymId, phoneNumbers: '9801000006', type: null, smsContent: 'Early bird' },
    });
    for (let tries = 0; tries < 100; tries++) {
      const [row] = await server.db.query<{ status: string }>(
        `SELECT status FROM sms_messages WHERE phone = '9801000006'`,
      );
      if (row?.status === 'DELIVERED') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [row] = await server.db.query<{ status: string; provider_message_id: string }>(
      `SELECT status, provider_message_id FROM sms_messages WHERE phone = '9801000006'`,
    );
    expect(row).toEqual({ status: 'DELIVERED', provider_message_id: 'SM-EARLY' });
    const [left] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sms_early_reports',
    );
    expect(left?.count).toBe(0);
  });

  it('never shows the credentials in answers', async () => {
    const list = await server.call('GET', `/api/sms/gyms/${gymId}`, { token: owner.token });
    expect(JSON.stringify(list.body)).not.toContain(AUTH_TOKEN);
    gateway.answer({ status: 401, body: { code: 20003, message: 'Authenticate' } });
    await server.call('POST', '/api/sms/send', {
      token: owner.token,
      body: { gymId, phoneNumbers: '9801000005', type: null, smsContent: 'Hi' },
    });
    for (let tries = 0; tries < 100; tries++) {
      const rows = await server.db.query<{ status: string; error: string | null }>(
        `SELECT status, error FROM sms_messages WHERE phone = '9801000005'`,
      );
      if (rows[0]?.status === 'FAILED') {
        expect(rows[0].error).toBe('Twilio: Authenticate (code 20003) (HTTP 401)');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the refused message did not fail');
  });
});

describe('the Twilio callback without Twilio configured', () => {
  // Started in a hook (whose allowance covers a server start on a loaded machine), not in the test.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { publicUrl: PUBLIC_URL }, { env: {} });
  });
  afterAll(() => server.close());

  it('does not exist', async () => {
    const answer = await fetch(`${server.url}${TWILIO_STATUS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(answer.status).toBe(404);
  });
});
