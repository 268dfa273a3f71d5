import { changedListState } from '../../app/url-list-state.ts';

/** Manage gyms' page, gym name search and owner as the URL keeps them. */
export const GYMS_PAGE_SIZE = 25;

export interface GymListParams {
  /** Zero-based, as the API counts pages. */
  page: number;
  /** Part of the gym's name (any case); '' searches nothing. */
  gymName: string;
  /** One user's gyms (from a user's page), else null for every user's. */
  userId: number | null;
}

const positiveInteger = (raw: string | null): number | null => {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : null;
};

export function readGymListParams(search: URLSearchParams): GymListParams {
  return {
    page: positiveInteger(search.get('page')) ?? 0,
    gymName: search.get('gymName')?.trim() ?? '',
    userId: positiveInteger(search.get('userId')),
  };
}

/** The query string for a change: a new search or owner starts again on the first page. */
export function gymListSearch(current: GymListParams, change: Partial<GymListParams>): URLSearchParams {
  const next = changedListState(current, {
    ...change,
    ...(change.gymName !== undefined ? { gymName: change.gymName.trim() } : {}),
  });
  const search = new URLSearchParams({ page: String(next.page) });
  if (next.gymName) search.set('gymName', next.gymName);
  if (next.userId !== null) search.set('userId', String(next.userId));
  return search;
}
