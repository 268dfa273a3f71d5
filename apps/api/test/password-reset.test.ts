import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin, freshPhone, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { fakeGateway } from './support/fake-gateway.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const WRONG_CODE = 'This code is wrong or has expired. Check it, or ask for a new one.';
const NEW_PASSWORD = 'a-new-password-7';

describe.each(backends)('forgotten passwords on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  // Each test asks from addresses of its own (the server trusts X-Forwarded-For in tests), so the
  // per-address limits of one test never reach another.
  let nextAddress = 1;
  const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  const askCode = (phone: string, address = freshAddress()) =>
    server.call('POST', '/api/auth/password-reset/code', { body: { phone }, headers: from(address) });
  const reset = (body: Record<string, unknown>, address = freshAddress()) =>
    server.call('POST', '/api/auth/password-reset', { body, headers: from(address) });
  const resetWith = (phone: string, code: string, address?: string) =>
    reset({ phone, code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, address);
  const signIn = (phone: string, password: string) =>
    server.call('POST', '/api/auth/authenticate/store', { body: { phone, password } });

  /** The messages the local provider sent to the phone, once the queue has sent what is due. */
  const sentTo = async (phone: string) => {
    await server.ctx.smsQueue.drain();
    return (server.ctx.sms.latest?.() ?? []).filter((message) => message.phone === phone);
  };
  /** The code in the latest message to the phone. */
  const codeSentTo = async (phone: string) => {
    const code = /\b(\d{6})\b/.exec((await sentTo(phone)).at(-1)?.text ?? '')?.[1];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  };
  const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

  it('sends a code that sets a new password once, ends every session and charges no credits', async () => {
    const owner = await registerOwner(server);
    const secondSession = (await signIn(owner.phone, owner.password)).body.token;
    const [before] = await server.db.query<{ total_sms: number }>(
      'SELECT total_sms FROM users WHERE id = $1',
      [owner.id],
    );

    const asked = await askCode(owner.phone);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ expiresInMinutes: 15 });
    const sent = await sentTo(owner.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(
      /^Gym Platform: your password reset code is \d{6}\. It works for 15 minutes\. If you did not ask for it, ignore this message\.$/,
    );
    const code = await codeSentTo(owner.phone);

    expect((await resetWith(owner.phone, code)).status).toBe(204);
    // Every session from before the reset has ended.
    for (const token of [owner.token, secondSession]) {
      expect((await server.call('GET', `/api/users/${owner.id}`, { token })).status).toBe(401);
    }
    expect((await signIn(owner.phone, owner.password)).status).toBe(401);
    expect((await signIn(owner.phone, NEW_PASSWORD)).status).toBe(200);
    // The code worked once.
    const again = await reset({
      phone: owner.phone,
      code,
      newPassword: 'yet-another-one-8',
      confirmPassword: 'yet-another-one-8',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: WRONG_CODE,
      details: [{ field: 'code', message: WRONG_CODE }],
    });

    // The SMS went through the queue once, belongs to no gym, cost nobody a credit, and keeps no code.
    const rows = await server.db.query<{
      gym_id: number | null;
      user_id: number | null;
      sms_cost: number;
      status: string;
      content: string;
    }>('SELECT gym_id, user_id, sms_cost, status, content FROM sms_messages WHERE phone = $1', [owner.phone]);
    expect(rows).toEqual([
      {
        gym_id: null,
        user_id: null,
        sms_cost: 0,
        status: 'SENT',
        content: expect.stringContaining('your password reset code is ******.'),
      },
    ]);
    const [after] = await server.db.query<{ total_sms: number }>(
      'SELECT total_sms FROM users WHERE id = $1',
      [owner.id],
    );
    expect(after?.total_sms).toBe(before?.total_sms);
    // Only the code's hash is stored.
    expect(
      await server.db.query('SELECT * FROM password_reset_codes WHERE user_id = $1', [owner.id]),
    ).toEqual([]);
  });

  it('stores only a hash of the code', async () => {
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const code = await codeSentTo(owner.phone);
    const [stored] = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM password_reset_codes WHERE user_id = $1',
      [owner.id],
    );
    expect(stored?.code_hash).toMatch(/^scrypt\$/);
    expect(stored?.code_hash).not.toContain(code);
  });

  it('answers a phone without an account exactly as one with, and sends it nothing', async () => {
    const owner = await registerOwner(server);
    const stranger = freshPhone();
    const known = await askCode(owner.phone);
    const unknown = await askCode(stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await sentTo(stranger)).toEqual([]);
    expect(await server.db.query('SELECT 1 FROM sms_messages WHERE phone = $1', [stranger])).toEqual([]);
    // Resetting it is refused like a wrong code.
    const refused = await resetWith(stranger, '123456');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(WRONG_CODE);
  });

  it('refuses an expired code', async () => {
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const code = await codeSentTo(owner.phone);
    await server.db.query(
      "UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [owner.id],
    );
    expect((await resetWith(owner.phone, code)).body.message).toBe(WRONG_CODE);
    expect((await signIn(owner.phone, owner.password)).status).toBe(200);
  });

  it('voids a code after 5 wrong tries, even from 5 addresses', async () => {
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const code = await codeSentTo(owner.phone);
    for (let wrong = 0; wrong < 5; wrong++) {
      const answer = await resetWith(owner.phone, otherThan(code));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(WRONG_CODE);
    }
    expect((await resetWith(owner.phone, code)).body.message).toBe(WRONG_CODE);
    expect((await signIn(owner.phone, owner.password)).status).toBe(200);
    // A new code works again.
    await askCode(owner.phone);
    expect((await resetWith(owner.phone, await codeSentTo(owner.phone))).status).toBe(204);
  });

  it('lets the right code in after fewer than 5 wrong tries', async () => {
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const code = await codeSentTo(owner.phone);
    for (let wrong = 0; wrong < 4; wrong++) await resetWith(owner.phone, otherThan(code));
    expect((await resetWith(owner.phone, code)).status).toBe(204);
  });

  it('slows wrong codes from one address like failed sign-ins', async () => {
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const code = await codeSentTo(owner.phone);
    const address = freshAddress();
    for (let free = 0; free < 3; free++) {
      expect((await resetWith(owner.phone, otherThan(code), address)).status).toBe(400);
    }
    const slowed = await resetWith(owner.phone, code, address);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Please try again in 1 second.',
    });
    // The same failures slow signing in from there too: one budget for passwords and codes.
    expect(
      (
        await server.call('POST', '/api/auth/authenticate/store', {
          body: { phone: owner.phone, password: owner.password },
          headers: from(address),
        })
      ).status,
    ).toBe(429);
  });

  it('replaces the earlier code with a new one', async () => {
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const first = await codeSentTo(owner.phone);
    await askCode(owner.phone);
    const second = await codeSentTo(owner.phone);
    if (first !== second) expect((await resetWith(owner.phone, first)).body.message).toBe(WRONG_CODE);
    expect((await resetWith(owner.phone, second)).status).toBe(204);
  });

  it('uses a code once when two resets send it at the same moment', async () => {
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const code = await codeSentTo(owner.phone);
    const answers = await Promise.all([resetWith(owner.phone, code), resetWith(owner.phone, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
  });

  it('sends one phone at most 3 codes an hour, whether or not it has an account', async () => {
    const owner = await registerOwner(server);
    for (const phone of [owner.phone, freshPhone()]) {
      for (let sent = 0; sent < 3; sent++) expect((await askCode(phone)).status).toBe(202);
      const refused = await askCode(phone);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: expect.stringMatching(
          /^Too many reset codes asked for this phone number\. Please try again in (60|59) minutes\.$/,
        ),
      });
    }
    expect(await sentTo(owner.phone)).toHaveLength(3);
  });

  it('lets one address ask for at most 10 codes an hour, whatever the phones', async () => {
    const address = freshAddress();
    for (let asked = 0; asked < 10; asked++) expect((await askCode(freshPhone(), address)).status).toBe(202);
    const refused = await askCode(freshPhone(), address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many reset codes asked for from this network\. Please try again in (60|59) minutes\.$/,
    );
    expect((await askCode(freshPhone())).status).toBe(202);
  });

  it.each([
    ['phone', { phone: '98412' }, 'Phone number must be exactly 10 digits.'],
    ['code', { code: '12345' }, 'Enter the 6-digit code from the SMS.'],
    ['code', { code: undefined }, 'Enter the 6-digit code from the SMS.'],
    [
      'newPassword',
      { newPassword: 'short', confirmPassword: 'short' },
      'New password must be at least 8 characters long',
    ],
    ['confirmPassword', { confirmPassword: undefined }, 'Please type the new password again.'],
    ['confirmPassword', { confirmPassword: 'not-the-same-1' }, 'The two passwords do not match.'],
  ])('refuses a bad %s with a message naming it', async (field, change, message) => {
    const answer = await reset({
      phone: '9800000000',
      code: '123456',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR', details: [{ field, message }] });
  });

  it('refuses a bad phone when a code is asked for', async () => {
    const answer = await askCode('98412');
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { field: 'phone', message: 'Phone number must be exactly 10 digits.' },
    ]);
  });

  it('shows a super admin what the local provider kept, and nobody else', async () => {
    const admin = await createSuperAdmin(server);
    const owner = await registerOwner(server);
    await askCode(owner.phone);
    const code = await codeSentTo(owner.phone);
    expect((await server.call('GET', '/api/admin/local-sms', { token: owner.token })).status).toBe(403);
    expect((await server.call('GET', '/api/admin/local-sms')).status).toBe(401);
    const kept = await server.call('GET', '/api/admin/local-sms', { token: admin.token });
    expect(kept.status).toBe(200);
    expect(kept.body[0]).toEqual({ phone: owner.phone, text: expect.stringContaining(code) });
  });
});

describe('a reset code through a configured gateway', () => {
  const gateway = fakeGateway();
  let server: TestServer;
  beforeAll(async () => {
    const baseUrl = await gateway.start();
    gateway.answer({ status: 200, body: { count: 1, response_code: 200, response: '1 message sent' } });
    server = await startTestServer(
      'pglite',
      {},
      {
        env: {
          SMS_PROVIDER: 'sparrow',
          SMS_TOKEN: 'sparrow-token',
          SMS_FROM: 'GymDemo',
          SMS_BASE_URL: baseUrl,
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });

  it('is handed to the gateway once, and nothing stays on the machine', async () => {
    const owner = await registerOwner(server);
    const admin = await createSuperAdmin(server);
    await server.call('POST', '/api/auth/password-reset/code', { body: { phone: owner.phone } });
    await server.ctx.smsQueue.drain();
    await server.ctx.smsQueue.drain();
    const toOwner = gateway.requests.filter((request) => request.form.to === owner.phone);
    expect(toOwner).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(toOwner[0]?.form.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect((await server.call('GET', '/api/admin/local-sms', { token: admin.token })).body).toEqual([]);
    const [row] = await server.db.query<{ status: string; provider: string; content: string }>(
      'SELECT status, provider, content FROM sms_messages WHERE phone = $1',
      [owner.phone],
    );
    expect(row).toMatchObject({ status: 'SENT', provider: 'sparrow' });
    expect(row?.content).not.toContain(code);
    const reset = await server.call('POST', '/api/auth/password-reset', {
      body: { phone: owner.phone, code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(204);
  });
});
