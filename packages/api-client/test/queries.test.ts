import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client.ts';
import { cacheGroupsOf, createApiQueries, createQueryClient, invalidateAfter } from '../src/queries.ts';

const client = createApiClient({
  baseUrl: 'http://127.0.0.1:9',
  getToken: () => null,
  onSessionExpired: () => {},
});
const queries = createApiQueries(client);

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
    expect(cacheGroupsOf('delete', '/api/gyms/{id}')).toEqual(['Gyms']);
    expect(cacheGroupsOf('get', '/api/no/such/path')).toEqual([]);
  });

  it('invalidate exactly the queries of the mutation’s groups', async () => {
    const queryClient = createQueryClient();
    const gymKey = queries.queryOptions('get', '/api/gyms/{id}', { params: { path: { id: 1 } } }).queryKey;
    const districtsKey = queries.queryOptions('get', '/api/enums/district').queryKey;
    queryClient.setQueryData(gymKey, { gymName: 'Everest' });
    queryClient.setQueryData(districtsKey, ['Kathmandu']);
    await invalidateAfter(queryClient, 'put', '/api/gyms/{id}');
    expect(queryClient.getQueryState(gymKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(districtsKey)?.isInvalidated).toBe(false);
  });

  it('keep unused data 60 s and do not refetch on focus or reconnect', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      gcTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
  });
});
