import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/client.ts';
import { ApiRequestError, errorMessage } from '../src/errors.ts';
import { json, type LocalServer, startLocalServer } from './local-server.ts';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const gymPage = {
  content: [],
  paginationResponse: { pageNo: 0, pageSize: 25, totalPages: 0, totalElements: 0 },
};

function clientFor(url: string, overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl: url,
    getToken: () => 'token-123',
    onSessionExpired: vi.fn(),
    ...overrides,
  });
}

async function failureOf(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(ApiRequestError);
  return (thrown as ApiRequestError).error;
}

describe('createApiClient', () => {
  it('sends the bearer token and answers the typed data', async () => {
    server = await startLocalServer((_request, response) => json(response, 200, gymPage));
    const client = clientFor(server.url);
    const { data } = await client.GET('/api/gyms/users/{userId}', {
      params: { path: { userId: 7 }, query: { pageSize: 100 } },
    });
    expect(data?.paginationResponse.pageSize).toBe(25);
    expect(server.received[0]?.headers.authorization).toBe('Bearer token-123');
    expect(server.received[0]?.url).toBe('/api/gyms/users/7?pageSize=100');
  });

  it('sends no Authorization header when signed out', async () => {
    server = await startLocalServer((_request, response) => json(response, 200, ['Kathmandu']));
    await clientFor(server.url, { getToken: () => null }).GET('/api/enums/district');
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('surfaces the server message of an error answer', async () => {
    server = await startLocalServer((_request, response) =>
      json(response, 400, { message: 'Gym name is required.', code: 'VALIDATION_ERROR', details: [] }),
    );
    const error = await failureOf(
      clientFor(server.url).DELETE('/api/gyms/{id}', { params: { path: { id: 1 } } }),
    );
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 400, message: 'Gym name is required.' });
    expect(errorMessage(new ApiRequestError(error), 'Unknown error')).toBe('Gym name is required.');
  });

  it('reports a request that takes too long as TIMEOUT_ERROR', async () => {
    server = await startLocalServer(() => {
      // never answers
    });
    const error = await failureOf(clientFor(server.url, { timeoutMs: 100 }).GET('/api/enums/district'));
    expect(error.kind).toBe('TIMEOUT_ERROR');
    expect(errorMessage(new ApiRequestError(error), 'Unknown error')).toBe('Unknown error');
  });

  it('reports an unreachable server as FETCH_ERROR', async () => {
    server = await startLocalServer(() => undefined);
    const url = server.url;
    await server.close();
    server = undefined;
    expect((await failureOf(clientFor(url).GET('/api/enums/district'))).kind).toBe('FETCH_ERROR');
  });

  it('reports an unreadable answer as PARSING_ERROR', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"content": [');
    });
    expect(await failureOf(clientFor(server.url).GET('/api/enums/district'))).toMatchObject({
      kind: 'PARSING_ERROR',
      status: 200,
    });
  });

  it('calls onSessionExpired on a 401 to a signed-in call', async () => {
    server = await startLocalServer((_request, response) =>
      json(response, 401, { message: 'Session has expired. Please log in again.', code: 'TOKEN_EXPIRED' }),
    );
    const onSessionExpired = vi.fn();
    const error = await failureOf(clientFor(server.url, { onSessionExpired }).GET('/api/enums/district'));
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('does not send an expired token, and calls onSessionExpired', async () => {
    server = await startLocalServer((_request, response) => json(response, 200, []));
    const onSessionExpired = vi.fn();
    const client = clientFor(server.url, {
      onSessionExpired,
      getTokenExpiry: () => new Date(Date.now() - 1000),
    });
    expect((await failureOf(client.GET('/api/enums/district'))).kind).toBe('SESSION_EXPIRED');
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(server.received).toHaveLength(0);
  });
});
