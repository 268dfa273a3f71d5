import {
  changedListState,
  type PagedSort,
  pagedSortSearch,
  readPagedSort,
  type UrlList,
} from '../../app/url-list-state.ts';

/** The admin users list's search, page, size and order as the URL keeps them (part 2, admin users). */
export const USER_PAGE_SIZES = [5, 10, 25, 50] as const;
export const USER_SORT_COLUMNS = ['name', 'totalSms', 'role', 'paymentExpiryDate'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export interface UserListParams extends PagedSort<UserSortColumn> {
  /** Searches: part of the name (any case) and part of the phone number; '' searches nothing. */
  name: string;
  phone: string;
}

/** The specification's defaults: 25 a page, by name ascending. */
export const USER_LIST_DEFAULTS: UserListParams = {
  page: 0,
  rowsPerPage: 25,
  sortBy: 'name',
  sortOrder: 'asc',
  name: '',
  phone: '',
};

/** Reads the query string; anything missing or not allowed falls back to the default. */
export function readUserListParams(search: URLSearchParams): UserListParams {
  return {
    ...readPagedSort(search, {
      pageSizes: USER_PAGE_SIZES,
      sortColumns: USER_SORT_COLUMNS,
      defaults: USER_LIST_DEFAULTS,
    }),
    name: search.get('name')?.trim() ?? '',
    phone: search.get('phone')?.trim() ?? '',
  };
}

/**
 * The users list in the address: any change but the page itself (a search, the size, the order)
 * starts again on the first page, and empty searches are left out of the address.
 */
export const USER_LIST: UrlList<UserListParams, Partial<UserListParams>> = {
  read: readUserListParams,
  write: (state) => {
    const search = pagedSortSearch(state);
    if (state.name) search.set('name', state.name);
    if (state.phone) search.set('phone', state.phone);
    return search;
  },
  change: (current, change) =>
    changedListState(current, {
      ...change,
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(change.phone !== undefined ? { phone: change.phone.trim() } : {}),
    }),
};
