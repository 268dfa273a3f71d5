import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATIC_OPERATIONS } from '../src/cache-groups.gen.ts';
import { createApiClient } from '../src/client.ts';
import { cacheGroupsOf, createApiQueries, createQueryClient } from '../src/queries.ts';

const client = createApiClient({
  baseUrl: 'http://127.0.0.1:9',
  getToken: () => null,
  onSessionExpired: () => {},
});
const queries = createApiQueries(client);

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

/** A query watched as a screen would (a gym's details, by default), whose answers are counted. */
function watchedQuery(
  queryFn: () => Promise<string>,
  queryClient = createQueryClient(),
  queryKey: readonly unknown[] = ['get', '/api/gyms/{id}'],
) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { queryClient, observer, unsubscribe };
}

describe('query helpers', () => {
  it('key every query by operation and parameters', () => {
    const first = queries.queryOptions('get', '/api/gyms/{id}', { params: { path: { id: 1 } } }).queryKey;
    const again = queries.queryOptions('get', '/api/gyms/{id}', { params: { path: { id: 1 } } }).queryKey;
    const other = queries.queryOptions('get', '/api/gyms/{id}', { params: { path: { id: 2 } } }).queryKey;
    expect(first).toEqual(again);
    expect(first).not.toEqual(other);
    expect(first.slice(0, 2)).toEqual(['get', '/api/gyms/{id}']);
  });

  it('take the cache groups from the contract', () => {
    expect(cacheGroupsOf('get', '/api/gyms/{id}')).toEqual(['Gyms']);
    expect(cacheGroupsOf('delete', '/api/users/{id}')).toEqual(['Users', 'Gyms']);
    expect(cacheGroupsOf('get', '/api/no/such/path')).toEqual([]);
    expect(cacheGroupsOf('get', 'toString')).toEqual([]);
  });
});

describe('the query client', () => {
  it('does not ask again when the window regains focus or the connection comes back', async () => {
    const queryFn = vi.fn(async () => 'Kathmandu');
    const { observer, unsubscribe } = watchedQuery(queryFn);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('Kathmandu'));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('keeps an answer no screen shows for 60 seconds, then forgets it', async () => {
    vi.useFakeTimers();
    const { queryClient, observer, unsubscribe } = watchedQuery(async () => 'Kathmandu');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('Kathmandu'));
    unsubscribe();
    const key = ['get', '/api/gyms/{id}'];
    await vi.advanceTimersByTimeAsync(59_000);
    expect(queryClient.getQueryData(key)).toBe('Kathmandu');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('tries a failed query once more before reporting the failure', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(async (): Promise<string> => {
      throw new Error('down');
    });
    const { observer, unsubscribe } = watchedQuery(queryFn);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

/**
 * A screen's query when its screen opens, closes and, an hour later, opens again in the same
 * session: how many times it asked the server, and whether the second opening showed the answer at once.
 */
async function openedTwice(queryKey: readonly unknown[]) {
  vi.useFakeTimers();
  const queryFn = vi.fn(async () => 'answer');
  const queryClient = createQueryClient();
  const first = watchedQuery(queryFn, queryClient, queryKey);
  await vi.waitFor(() => expect(first.observer.getCurrentResult().data).toBe('answer'));
  first.unsubscribe();
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  const again = watchedQuery(queryFn, queryClient, queryKey);
  const shownAtOnce = again.observer.getCurrentResult().data === 'answer';
  await vi.advanceTimersByTimeAsync(1_000);
  again.unsubscribe();
  return { asked: queryFn.mock.calls.length, shownAtOnce };
}

/** The path of a GET operation named 'get /path'. */
type PathOf<Operation> = Operation extends `get ${infer Path}` ? Path : never;

describe('static answers (x-static)', () => {
  it("are the fixed lists the server answers from its enums, and the team's number from its configuration", () => {
    expect(STATIC_OPERATIONS).toEqual([
      'get /api/support-contact',
      'get /api/enums/user-role',
      'get /api/enums/district',
      'get /api/enums/payment-type',
      'get /api/enums/payment-status',
    ]);
  });

  it('are asked for once a session: a form opened again, an hour later, asks nothing', async () => {
    for (const operation of STATIC_OPERATIONS) {
      const path = operation.replace(/^get /, '') as PathOf<typeof operation>;
      expect(await openedTwice(queries.queryOptions('get', path).queryKey)).toEqual({
        asked: 1,
        shownAtOnce: true,
      });
    }
  });

  it('while any other answer is asked for again when its screen opens again', async () => {
    const { queryKey } = queries.queryOptions('get', '/api/gyms/{id}', { params: { path: { id: 1 } } });
    expect(await openedTwice(queryKey)).toEqual({ asked: 2, shownAtOnce: false });
  });
});
