import { type QueryClient, QueryClient as TanstackQueryClient } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { cacheGroupsByOperation } from './cache-groups.gen.ts';
import type { ApiClient } from './client.ts';

/** The specification's cache groups (invalidation tags), and Meets for the judge feed's meets and platforms. */
export const CACHE_GROUPS = [
  'Categories',
  'SMS',
  'SMSCount',
  'Attendance',
  'GymsSMSSetting',
  'AccessControlDevices',
  'Users',
  'Enums',
  'Payments',
  'Invoices',
  'Clients',
  'DashboardMetrics',
  'MonthlyPayments',
  'Gyms',
  'Meets',
] as const;
export type CacheGroup = (typeof CACHE_GROUPS)[number];

/** The specification's defaults: unused data kept 60 s, no refetch on focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new TanstackQueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: 1 },
    },
  });
}

/** The groups an operation reads or invalidates, from the contract's x-cache-groups. */
export function cacheGroupsOf(method: string, path: string): readonly string[] {
  return cacheGroupsByOperation[`${method} ${path}`] ?? [];
}

/**
 * Query hooks and options keyed by operation: openapi-react-query keys every query as
 * [method, path, params], which is what lets a mutation find the queries of its groups.
 */
export function createApiQueries(client: ApiClient) {
  return createQueryHooks(client);
}

/** Invalidates every cached query that reads one of the given groups. */
export function invalidateGroups(queryClient: QueryClient, groups: readonly string[]): Promise<void> {
  if (groups.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [method, path] = query.queryKey;
      if (typeof method !== 'string' || typeof path !== 'string') return false;
      return cacheGroupsOf(method, path).some((group) => groups.includes(group));
    },
  });
}

/** After a successful mutation: refresh what its groups cover. */
export function invalidateAfter(queryClient: QueryClient, method: string, path: string): Promise<void> {
  return invalidateGroups(queryClient, cacheGroupsOf(method, path));
}
