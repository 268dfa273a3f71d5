import { changedListState, type UrlList } from '../../app/url-list-state.ts';

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

/** Manage gyms in the address: a new search or owner starts again on the first page. */
export const GYM_LIST: UrlList<GymListParams, Partial<GymListParams>> = {
  read: readGymListParams,
  write: (state) => {
    const search = new URLSearchParams({ page: String(state.page) });
    if (state.gymName) search.set('gymName', state.gymName);
    if (state.userId !== null) search.set('userId', String(state.userId));
    return search;
  },
  change: (current, change) =>
    changedListState(current, {
      ...change,
      ...(change.gymName !== undefined ? { gymName: change.gymName.trim() } : {}),
    }),
};
