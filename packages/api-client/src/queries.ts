import { type Mutation, MutationCache, QueryClient } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { type CacheGroup, cacheGroupsByOperation, STATIC_OPERATIONS } from './cache-groups.gen.ts';
import type { ApiClient } from './client.ts';

/** The groups an operation reads or invalidates, from the contract's x-cache-groups. */
export function cacheGroupsOf(method: string, path: string): readonly CacheGroup[] {
  const operation = `${method} ${path}`;
  return Object.hasOwn(cacheGroupsByOperation, operation)
    ? cacheGroupsByOperation[operation as keyof typeof cacheGroupsByOperation]
    : [];
}

/** Invalidates every cached query that reads one of the given groups (active ones refetch at once). */
function invalidateGroups(queryClient: QueryClient, groups: readonly CacheGroup[]): Promise<void> {
  if (groups.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [method, path] = query.queryKey;
      if (typeof method !== 'string' || typeof path !== 'string') return false;
      return cacheGroupsOf(method, path).some((group) => groups.includes(group));
    },
  });
}

/** The operation of a mutation made by the api hooks, which key each mutation as [method, path]. */
function operationOf(mutation: Mutation<unknown, unknown, unknown, unknown>) {
  const [method, path] = mutation.options.mutationKey ?? [];
  return typeof method === 'string' && typeof path === 'string' ? { method, path } : null;
}

/**
 * A static answer (the contract's `x-static`: the fixed lists) is asked for once a session: never
 * stale, so opening its form again asks nothing, and never forgotten while the page lives.
 */
const STATIC_ANSWER_OPTIONS = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

/**
 * The app's query client, with the specification's defaults (unused data kept 60 s, no refetch on
 * focus or reconnect) and the static answers' own (kept for the session). Every successful
 * mutation refreshes the cache groups its contract entry names, before the caller's own onSuccess
 * runs, so no screen invalidates anything by hand.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: 1 },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const operation = operationOf(mutation);
        if (!operation) return;
        return invalidateGroups(queryClient, cacheGroupsOf(operation.method, operation.path));
      },
    }),
  });
  // Queries are keyed [method, path, params], so [method, path] covers every call of the operation.
  for (const operation of STATIC_OPERATIONS) {
    const [method, path] = operation.split(' ');
    queryClient.setQueryDefaults([method, path], STATIC_ANSWER_OPTIONS);
  }
  return queryClient;
}

/**
 * Query hooks and options keyed by operation: openapi-react-query keys every query as
 * [method, path, params] and every mutation as [method, path], which is what lets a mutation find
 * the queries of its groups.
 */
export function createApiQueries(client: ApiClient) {
  return createQueryHooks(client);
}
