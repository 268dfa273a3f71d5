// @vitest-environment happy-dom
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/client.ts';
import { createApiQueries, createQueryClient } from '../src/queries.ts';

// The screen renders as in a browser (no act()): the tests wait for what the server receives.
const meet = { id: 1, name: 'Nationals', meetToken: 'token', platforms: [] };

/** The server, in process: answers by path and records every request as 'METHOD /path'. */
function fakeServer() {
  const received: string[] = [];
  const fetch = async (request: Request) => {
    const { pathname } = new URL(request.url);
    received.push(`${request.method} ${pathname}`);
    const body =
      pathname === '/api/enums/district'
        ? ['Kathmandu']
        : pathname === '/api/judge/meets'
          ? request.method === 'POST'
            ? meet
            : [meet]
          : pathname === '/api/auth/authenticate/store'
            ? { token: 'token' }
            : { id: 1 };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { received, fetch, count: (request: string) => received.filter((seen) => seen === request).length };
}

let server: ReturnType<typeof fakeServer>;
let api: ReturnType<typeof createApiQueries>;
let queryClient: QueryClient;
let root: Root;

beforeEach(() => {
  server = fakeServer();
  api = createApiQueries(
    createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      onSessionExpired: () => {},
      fetch: server.fetch as typeof globalThis.fetch,
    }),
  );
  queryClient = createQueryClient();
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  root.unmount();
  queryClient.clear();
});

type Mutations = { createMeet: ReturnType<typeof useMeetMutation>; logIn: ReturnType<typeof useLogIn> };
const useMeetMutation = () => api.useMutation('post', '/api/judge/meets');
const useLogIn = () => api.useMutation('post', '/api/auth/authenticate/store');
let rendered: Mutations | undefined;

/** A screen showing meets (group Meets) and districts (group Enums), able to create a meet and log in. */
function Screen() {
  api.useQuery('get', '/api/judge/meets');
  api.useQuery('get', '/api/enums/district');
  rendered = { createMeet: useMeetMutation(), logIn: useLogIn() };
  return null;
}

/** Mounts the screen and waits for its two queries' first requests. */
async function mountScreen(): Promise<Mutations> {
  const before = server.received.length;
  root.render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(server.received).toHaveLength(before + 2));
  if (!rendered) throw new Error('the screen did not render');
  return rendered;
}

describe('a successful mutation refreshes its cache groups by itself', () => {
  it('refetches the shown queries of its groups and no others', async () => {
    const { createMeet } = await mountScreen();
    await createMeet.mutateAsync({ body: { name: 'Nationals', platformCount: 1 } });
    expect(server.count('GET /api/judge/meets')).toBe(2);
    expect(server.count('GET /api/enums/district')).toBe(1);
  });

  it('marks the kept, unshown queries of its groups stale, and leaves other groups fresh', async () => {
    const meetQuery = api.queryOptions('get', '/api/judge/meets/{meetId}', {
      params: { path: { meetId: 1 } },
    });
    const gymQuery = api.queryOptions('get', '/api/gyms/{id}', { params: { path: { id: 1 } } });
    await queryClient.fetchQuery(meetQuery);
    await queryClient.fetchQuery(gymQuery);
    const { createMeet } = await mountScreen();
    await createMeet.mutateAsync({ body: { name: 'Nationals', platformCount: 1 } });
    expect(queryClient.getQueryState(meetQuery.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(gymQuery.queryKey)?.isInvalidated).toBe(false);
  });

  it('has the refreshed data in place when the caller’s own onSuccess runs', async () => {
    const { createMeet } = await mountScreen();
    let refetchesSeenBySuccess = 0;
    await createMeet.mutateAsync(
      { body: { name: 'Nationals', platformCount: 1 } },
      { onSuccess: () => (refetchesSeenBySuccess = server.count('GET /api/judge/meets')) },
    );
    expect(refetchesSeenBySuccess).toBe(2);
  });

  it('refreshes nothing for an operation whose contract entry names no group', async () => {
    const { logIn } = await mountScreen();
    await logIn.mutateAsync({ body: { phone: '9800000002', password: 'secret-pass' } });
    expect(server.received).toHaveLength(3);
  });
});
