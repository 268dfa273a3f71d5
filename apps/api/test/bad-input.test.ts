import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { type GymFixture, ownerWithGym } from './support/fixtures.ts';

/** Bad input is refused with a 4xx naming the problem, before any handler or SQL sees it. */
describe.each(backends)('bad input on %s', (backend) => {
  let fixture: GymFixture;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend);
  });
  afterAll(() => fixture.server.close());

  const raw = (path: string, init: RequestInit & { token?: string }) =>
    fetch(`${fixture.server.url}${path}`, {
      ...init,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  it('refuses a NUL character, even at the unauthenticated sign-in', async () => {
    const answer = await fixture.server.call('POST', '/api/auth/authenticate/store', {
      body: { phone: '98\u0000', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('phone contains a NUL character or broken Unicode.');
  });

  it('refuses a lone surrogate in a text field', async () => {
    const answer = await raw(`/api/users/${fixture.owner.id}`, {
      method: 'PUT',
      token: fixture.owner.token,
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Ram \\ud800"}',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'name contains a NUL character or broken Unicode.',
    );
  });

  it('answers 415 to a JSON call sent as text/plain or multipart', async () => {
    for (const [type, body] of [
      ['text/plain', '{"name":"Ram"}'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nRam\r\n--x--\r\n',
      ],
    ] as const) {
      const answer = await raw(`/api/users/${fixture.owner.id}`, {
        method: 'PUT',
        token: fixture.owner.token,
        headers: { 'content-type': type },
        body,
      });
      expect(answer.status).toBe(415);
      expect(((await answer.json()) as { message: string }).message).toBe(
        `This call takes application/json, not ${type.split(';')[0]}.`,
      );
    }
  });

  it('refuses a property the contract does not allow instead of dropping it', async () => {
    const answer = await fixture.server.call('PUT', `/api/users/${fixture.owner.id}`, {
      token: fixture.owner.token,
      body: { name: 'Ram', favouriteColour: 'red' },
    });
    expect(answer.status).toBe(400);
  });

  it('answers 400 to a malformed or truncated multipart form', async () => {
    for (const [type, body] of [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="gymName"\r\n\r\nFew'],
    ] as const) {
      const answer = await raw('/api/gyms', {
        method: 'POST',
        token: fixture.owner.token,
        headers: { 'content-type': type },
        body,
      });
      expect(answer.status).toBe(400);
    }
  });

  it('marks private answers no-store', async () => {
    const answer = await fixture.server.call('GET', `/api/users/${fixture.owner.id}`, {
      token: fixture.owner.token,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
