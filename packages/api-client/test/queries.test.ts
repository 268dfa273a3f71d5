import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A query watched as a screen would, whose answers are counted. */
function watchedQuery(queryFn: () => Promise<string>) {
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, { queryKey: ['get', '/api/enums/district'], queryFn });
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
    const key = ['get', '/api/enums/district'];
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
