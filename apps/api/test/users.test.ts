import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createSuperAdmin, freshPhone, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('users on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let other: Account;
  let admin: Account;
  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await registerOwner(server, 'Maya Gurung');
    other = await registerOwner(server, 'Other Owner');
    admin = await createSuperAdmin(server);
  });
  afterAll(() => server.close());

  it('updates the own profile and refuses the admin-only fields', async () => {
    const phone = freshPhone();
    const updated = await server.call('PUT', `/api/users/${owner.id}`, {
      token: owner.token,
      body: { name: 'Maya G.', phone, address: 'Lakeside', district: 'Kaski' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Maya G.', phone, address: 'Lakeside', district: 'Kaski' });
    owner.phone = phone;
    const sneaky = await server.call('PUT', `/api/users/${owner.id}`, {
      token: owner.token,
      body: { totalSms: 99999 },
    });
    expect(sneaky.status).toBe(403);
    const taken = await server.call('PUT', `/api/users/${owner.id}`, {
      token: owner.token,
      body: { phone: other.phone },
    });
    expect(taken.status).toBe(409);
  });

  it('moves the profile to another country only with a district of that country', async () => {
    const user = await registerOwner(server);
    const edit = (body: Record<string, unknown>) =>
      server.call('PUT', `/api/users/${user.id}`, { token: user.token, body });
    const stale = await edit({ country: 'LK' });
    expect(stale.status).toBe(400);
    expect(stale.body.details[0]).toEqual({
      field: 'district',
      message: 'Please choose a district from the list.',
    });
    expect((await edit({ district: 'Galle' })).status).toBe(400);
    const moved = await edit({ country: 'LK', district: 'Galle' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ country: 'LK', district: 'Galle' });
    expect((await edit({ district: 'Matara' })).body).toMatchObject({ country: 'LK', district: 'Matara' });
    expect((await edit({ district: 'Kaski' })).status).toBe(400);
  });

  it.each([
    ['GET', '/api/users/{other}'],
    ['PUT', '/api/users/{other}', () => ({ name: 'x' })],
    ['GET', '/api/users/{other}/total-sms'],
    [
      'PUT',
      '/api/users/{other}/change-password',
      () => ({ oldPassword: other.password, newPassword: 'another-pass' }),
    ],
  ] satisfies RouteCall[])('hides other users: 404 for %s %s', async (...route) => {
    expect((await callRoute(server, owner.token, { other: other.id }, route)).status).toBe(404);
  });

  it('keeps the language the user chose and answers it at every sign-in', async () => {
    const user = await registerOwner(server);
    const me = () => server.call('GET', `/api/users/${user.id}`, { token: user.token });
    // Not chosen yet: the app follows the browser.
    expect((await me()).body.language).toBeNull();
    const signIn = () =>
      server.call('POST', '/api/auth/authenticate/store', {
        body: { phone: user.phone, password: user.password },
      });
    expect((await signIn()).body.language).toBeNull();
    const chosen = await server.call('PUT', `/api/users/${user.id}`, {
      token: user.token,
      body: { language: 'ne' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ language: 'ne', phone: user.phone });
    expect((await me()).body.language).toBe('ne');
    // Another browser signing in gets it from the server.
    expect((await signIn()).body.language).toBe('ne');
    const refused = await server.call('PUT', `/api/users/${user.id}`, {
      token: user.token,
      body: { language: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0]).toEqual({
      field: 'language',
      message: 'Please choose a language from the list.',
    });
    expect((await me()).body.language).toBe('ne');
    // Another owner cannot choose it for them.
    const stranger = await server.call('PUT', `/api/users/${user.id}`, {
      token: other.token,
      body: { language: 'si' },
    });
    expect(stranger.status).toBe(404);
    expect((await me()).body.language).toBe('ne');
  });

  it('changes the password only with the old one', async () => {
    const user = await registerOwner(server);
    const change = (oldPassword: string, newPassword: string) =>
      server.call('PUT', `/api/users/${user.id}/change-password`, {
        token: user.token,
        body: { oldPassword, newPassword },
      });
    expect((await change('not-the-old-one', 'new-password-1')).body.message).toBe(
      'The old password is not correct.',
    );
    expect((await change(user.password, 'short')).body.message).toBe(
      'New password must be at least 8 characters long',
    );
    expect((await change(user.password, 'new-password-1')).status).toBe(200);
    const login = await server.call('POST', '/api/auth/authenticate/store', {
      body: { phone: user.phone, password: 'new-password-1' },
    });
    expect(login.status).toBe(200);
  });

  it('lets a super admin list, edit and delete users; nobody else', async () => {
    expect((await server.call('GET', '/api/users', { token: owner.token })).status).toBe(403);
    const list = await server.call('GET', '/api/users?name=other&sortBy=totalSms&sortOrder=desc', {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.content.map((user: { id: number }) => user.id)).toEqual([other.id]);

    const edited = await server.call('PUT', `/api/users/${other.id}`, {
      token: admin.token,
      body: { totalSms: -12, paymentExpiryDate: '2020-01-01', role: 'USER' },
    });
    expect(edited.body).toMatchObject({ totalSms: -12, paymentExpiryDate: '2020-01-01', verified: false });
    const balance = await server.call('GET', `/api/users/${other.id}/total-sms`, { token: other.token });
    expect(balance.body).toEqual({ totalSms: -12 });

    expect((await server.call('DELETE', `/api/users/${other.id}`, { token: owner.token })).status).toBe(403);
    expect((await server.call('DELETE', `/api/users/${other.id}`, { token: admin.token })).status).toBe(204);
    expect((await server.call('GET', `/api/users/${other.id}`, { token: admin.token })).status).toBe(404);
    expect(
      (await server.call('GET', `/api/users/${other.id}/total-sms`, { token: other.token })).status,
    ).toBe(401);
  });
});
