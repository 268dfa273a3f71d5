import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../src/app.ts';
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

const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { required?: boolean } }>>;
  components: { 'x-messages': { requestBody: { required: string } } };
};
/** Every operation of the contract whose request body is required, with a path that reaches it. */
const operationsWithRequiredBody = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation?.requestBody?.required)
    .map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path: path.replace(/\{\w+\}/g, '1'),
    })),
);
const BODY_REQUIRED = contract.components['x-messages'].requestBody.required;

describe.each(backends)('a required body sent with none on %s', (backend) => {
  let fixture: GymFixture;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend);
  });
  afterAll(() => fixture.server.close());

  it('is found in the contract', () => {
    expect(operationsWithRequiredBody.length).toBeGreaterThan(25);
  });

  it.each(operationsWithRequiredBody)(
    '$operationId ($method $path) answers 400 naming the body, with or without a content type',
    async ({ method, path }) => {
      for (const headers of [{}, { 'content-type': 'application/json' }]) {
        const answer = await fetch(`${fixture.server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${fixture.owner.token}`, ...headers },
        });
        expect(answer.status).toBe(400);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await answer.json()).toEqual({
          message: BODY_REQUIRED,
          code: 'VALIDATION_ERROR',
          details: [{ field: 'body', message: BODY_REQUIRED }],
        });
      }
    },
  );

  it('answers so at the unauthenticated sign-in and registration too', async () => {
    for (const path of ['/api/auth/authenticate/store', '/api/auth/register']) {
      const answer = await fetch(`${fixture.server.url}${path}`, { method: 'POST' });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toBe(BODY_REQUIRED);
    }
  });
});

describe.each(backends)('numbers and dates out of range on %s', (backend) => {
  let fixture: GymFixture;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend);
  });
  afterAll(() => fixture.server.close());
  const get = (path: string) => fixture.server.call('GET', path, { token: fixture.owner.token });

  it.each([
    '/api/clients/2147483648',
    '/api/clients/9223372036854775808',
    '/api/clients/1e300',
    '/api/clients/Infinity',
  ])('refuses the id in %s with 400', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
  });

  it.each(['Infinity', '1e18', 'NaN', '-1'])('refuses pageNo=%s with 400', async (pageNo) => {
    const answer = await get(`/api/gyms/users/${fixture.owner.id}?pageNo=${pageNo}`);
    expect(answer.status).toBe(400);
  });

  it.each(['2026-02-30', '0000-01-01', '2026-13-01'])(
    'refuses the money filter date %s with 400',
    async (date) => {
      const answer = await get(
        `/api/moneyflows/gym/${fixture.gymId}/search?startDate=${date}&endDate=2026-12-31`,
      );
      expect(answer.status).toBe(400);
    },
  );

  it('refuses an amount finer than a cent that would be stored as zero', async () => {
    const answer = await fixture.server.call('POST', '/api/moneyflows', {
      token: fixture.owner.token,
      body: {
        gymId: fixture.gymId,
        transactionDate: '2026-11-03T10:00',
        transactionType: 'EXPENSE',
        amount: 0.001,
        tags: ['Rent'],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Amount must be greater than zero.');
  });
});
