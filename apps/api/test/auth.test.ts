import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin, freshPhone, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './support/test-server.ts';

describe.each(backends)('sign-in and registration on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const register = (body: Record<string, unknown>) => server.call('POST', '/api/auth/register', { body });
  const valid = () => ({
    name: 'Ram Bahadur',
    phone: freshPhone(),
    password: 'strong-pass',
    address: 'Pokhara',
    district: 'Kaski',
  });

  it('registers, signs the new owner in and starts a trial', async () => {
    const body = valid();
    const answer = await register(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Ram Bahadur',
      phone: body.phone,
      verified: true,
      superAdmin: false,
    });
    expect(answer.body.token).toEqual(expect.any(String));
    const me = await server.call('GET', `/api/users/${answer.body.id}`, { token: answer.body.token });
    expect(me.status).toBe(200);
    const trialDays = (Date.parse(me.body.paymentExpiryDate) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(28);
    expect(trialDays).toBeLessThan(31);
  });

  it.each([
    ['phone', { phone: '98412' }, 'Phone number must be exactly 10 digits.'],
    ['phone', { phone: '98412345ab' }, 'Phone number must be exactly 10 digits.'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters.'],
    ['district', { district: 'Atlantis' }, 'Please choose a district from the list.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['address', { address: undefined }, 'Address is required.'],
  ])('refuses a bad %s with a message naming it', async (field, change, message) => {
    const answer = await register({ ...valid(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(answer.body.details[0].field).toBe(field);
  });

  it('keeps the language the sign-up screen was in, and refuses one not in the list', async () => {
    const answer = await register({ ...valid(), language: 'si' });
    expect(answer.status).toBe(201);
    expect(answer.body.language).toBe('si');
    const me = await server.call('GET', `/api/users/${answer.body.id}`, { token: answer.body.token });
    expect(me.body.language).toBe('si');
    expect((await register(valid())).body.language).toBeNull();
    const refused = await register({ ...valid(), language: 'ta' });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0]).toEqual({
      field: 'language',
      message: 'Please choose a language from the list.',
    });
  });

  it('registers an owner in Sri Lanka or India with a district of their own country', async () => {
    for (const [country, district, phone] of [
      ['LK', 'Kandy', '0771234567'],
      ['IN', 'Karnataka', '9876543210'],
    ] as const) {
      const answer = await register({ ...valid(), phone: freshPhone(), country, district });
      expect(answer.status, country).toBe(201);
      const me = await server.call('GET', `/api/users/${answer.body.id}`, { token: answer.body.token });
      expect(me.body).toMatchObject({ country, district });
      // A country's own phone numbers are 10 digits too (Sri Lanka with its leading 0).
      expect((await register({ ...valid(), phone, country, district })).status, phone).toBe(201);
    }
    const nepali = await register(valid());
    const me = await server.call('GET', `/api/users/${nepali.body.id}`, { token: nepali.body.token });
    expect(me.body).toMatchObject({ country: 'NP', district: 'Kaski' });
  });

  it.each([
    [
      'a Nepali district for Sri Lanka',
      { country: 'LK', district: 'Kaski' },
      'district',
      'Please choose a district from the list.',
    ],
    [
      'a Sri Lankan district for Nepal',
      { district: 'Colombo' },
      'district',
      'Please choose a district from the list.',
    ],
    [
      'an unknown country',
      { country: 'FR', district: 'Kaski' },
      'country',
      'Please choose a country from the list.',
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const answer = await register({ ...valid(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.details[0]).toEqual({ field, message });
  });

  it('registers a phone number only once', async () => {
    const body = valid();
    expect((await register(body)).status).toBe(201);
    const again = await register({ ...body, name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this phone number already exists.');
  });

  it('signs in with phone and password and refuses wrong or blank credentials', async () => {
    const owner = await registerOwner(server);
    const login = (body: unknown) => server.call('POST', '/api/auth/authenticate/store', { body });
    const ok = await login({ phone: owner.phone, password: owner.password });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: owner.id, verified: true, superAdmin: false });
    expect(Date.parse(ok.body.expiresAt)).toBeGreaterThan(Date.now());

    expect((await login({ phone: owner.phone, password: 'wrong-password' })).body).toMatchObject({
      message: 'Invalid phone number or password.',
      code: 'UNAUTHORIZED',
    });
    for (const blank of [{ phone: '', password: 'x' }, { phone: owner.phone, password: '  ' }, {}]) {
      const answer = await login(blank);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Phone and password are required');
    }
  });

  it('slows wrong passwords down from one address without locking the owner out elsewhere', async () => {
    const owner = await registerOwner(server);
    const login = (password: string, address: string) =>
      server.call('POST', '/api/auth/authenticate/store', {
        body: { phone: owner.phone, password },
        headers: { 'x-forwarded-for': address },
      });
    // Three typos are free; after that each try waits 1, 2, 4... seconds after the last failure.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('wrong-password', '203.0.113.7')).status).toBe(401);
    }
    const refused = await login(owner.password, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    // The owner, on their own phone's network, is not held back by somebody else's guesses.
    expect((await login(owner.password, '198.51.100.20')).status).toBe(200);
  });

  it('gives an address a budget of failures across phones', async () => {
    const local = await startTestServer(backend, { signInFailuresPerAddress: 4 });
    try {
      const address = { 'x-forwarded-for': '203.0.113.99' };
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await local.call('POST', '/api/auth/authenticate/store', {
          body: { phone: freshPhone(), password: 'guess' },
          headers: address,
        });
        expect(answer.status).toBe(401);
      }
      const owner = await registerOwner(local);
      const refused = await local.call('POST', '/api/auth/authenticate/store', {
        body: { phone: owner.phone, password: owner.password },
        headers: address,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many failed sign-in attempts from this network\. Please try again in 1[45] minutes\.$/,
      );
    } finally {
      await local.close();
    }
  });

  it('limits registrations per address and hour', async () => {
    const local = await startTestServer(backend, { registrationsPerAddressPerHour: 2 });
    try {
      const registerFrom = (address: string) =>
        local.call('POST', '/api/auth/register', { body: valid(), headers: { 'x-forwarded-for': address } });
      expect((await registerFrom('203.0.113.50')).status).toBe(201);
      expect((await registerFrom('203.0.113.50')).status).toBe(201);
      const refused = await registerFrom('203.0.113.50');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many accounts registered from this network\. Please try again in (60|59) minutes\.$/,
      );
      expect((await registerFrom('203.0.113.51')).status).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('ends every other session when the password changes, and keeps this one on its new token', async () => {
    const owner = await registerOwner(server);
    const other = await server.call('POST', '/api/auth/authenticate/store', {
      body: { phone: owner.phone, password: owner.password },
    });
    const path = `/api/users/${owner.id}`;
    expect((await server.call('GET', path, { token: other.body.token })).status).toBe(200);
    const changed = await server.call('PUT', `/api/users/${owner.id}/change-password`, {
      token: owner.token,
      body: { oldPassword: owner.password, newPassword: 'a-new-pass-1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: owner.id, token: expect.any(String) });
    for (const token of [other.body.token, owner.token]) {
      const ended = await server.call('GET', path, { token });
      expect(ended.status).toBe(401);
      expect(ended.body.code).toBe('SESSION_ENDED');
    }
    expect((await server.call('GET', path, { token: changed.body.token })).status).toBe(200);
  });

  it("ends a user's sessions when an admin changes their role", async () => {
    const owner = await registerOwner(server);
    const admin = await createSuperAdmin(server);
    const update = (role: string) =>
      server.call('PUT', `/api/users/${owner.id}`, { token: admin.token, body: { role } });
    expect((await update('USER')).status).toBe(200);
    expect((await server.call('GET', `/api/users/${owner.id}`, { token: owner.token })).status).toBe(200);
    expect((await update('SUPER_ADMIN')).status).toBe(200);
    expect((await server.call('GET', `/api/users/${owner.id}`, { token: owner.token })).status).toBe(401);
  });

  it('lets only super admins through the admin sign-in', async () => {
    const owner = await registerOwner(server);
    const refused = await server.call('POST', '/api/auth/authenticate/admin', {
      body: { phone: owner.phone, password: owner.password },
    });
    expect(refused.status).toBe(403);
    const admin = await createSuperAdmin(server);
    const me = await server.call('GET', `/api/users/${admin.id}`, { token: admin.token });
    expect(me.body.role).toBe('SUPER_ADMIN');
  });

  it('answers 401 without a token, with a bad one and with an expired one', async () => {
    const owner = await registerOwner(server);
    const path = `/api/gyms/users/${owner.id}`;
    expect((await server.call('GET', path)).status).toBe(401);
    expect((await server.call('GET', path, { token: 'not-a-token' })).status).toBe(401);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
    const answer = await server.call('GET', path, { token: expired });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      message: 'Session has expired. Please log in again.',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('lets an unverified user sign in and see their profile, but refuses operations with 403', async () => {
    const owner = await registerOwner(server);
    await server.db.query(`UPDATE users SET payment_expiry_date = current_date - 2 WHERE id = $1`, [
      owner.id,
    ]);
    const login = await server.call('POST', '/api/auth/authenticate/store', {
      body: { phone: owner.phone, password: owner.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.verified).toBe(false);
    const token = login.body.token;
    expect((await server.call('GET', `/api/users/${owner.id}`, { token })).body.verified).toBe(false);
    const gyms = await server.call('GET', `/api/gyms/users/${owner.id}`, { token });
    expect(gyms.status).toBe(403);
    expect(gyms.body).toEqual({
      message: 'Your subscription has expired. Please renew to continue.',
      code: 'NOT_VERIFIED',
    });
  });

  it('serves the enumerations without sign-in', async () => {
    const districts = await server.call('GET', '/api/enums/district');
    expect(districts.body).toHaveLength(77);
    expect(districts.body).toContain('Kathmandu');
    const nepal = await server.call('GET', '/api/enums/district?country=NP');
    expect(nepal.body).toEqual(districts.body);
    const sriLanka = await server.call('GET', '/api/enums/district?country=LK');
    expect(sriLanka.body).toHaveLength(25);
    expect(sriLanka.body).toEqual(expect.arrayContaining(['Colombo', 'Kandy', 'Nuwara Eliya', 'Jaffna']));
    const india = await server.call('GET', '/api/enums/district?country=IN');
    expect(india.body).toHaveLength(36);
    expect(india.body).toEqual(expect.arrayContaining(['Maharashtra', 'Tamil Nadu', 'Delhi', 'Ladakh']));
    const elsewhere = await server.call('GET', '/api/enums/district?country=FR');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Please choose a country from the list.');
    expect((await server.call('GET', '/api/enums/user-role')).body).toEqual(['USER', 'SUPER_ADMIN']);
    expect((await server.call('GET', '/api/enums/payment-type')).body).toContain('CASH');
    expect((await server.call('GET', '/api/enums/payment-status')).body).toContain('PAID');
  });

  it('never leaks a stack trace: malformed JSON is a plain 400', async () => {
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});
