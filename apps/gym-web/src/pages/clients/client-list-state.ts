import {
  type PagedSort,
  pagedSortSearch,
  readPagedSort,
  type SortOrder,
  type UrlList,
} from '../../app/url-list-state.ts';

export const CLIENT_SORTS = ['name', 'membershipEndDate'] as const;
export type ClientSortBy = (typeof CLIENT_SORTS)[number];
export const CLIENT_ROWS_PER_PAGE = [5, 10, 25, 50, 100] as const;

/** The clients list's state, kept in the query string so a reload and Back keep it. */
export interface ClientListState extends PagedSort<ClientSortBy> {
  name: string;
  phone: string;
}

export const DEFAULT_CLIENT_LIST: ClientListState = {
  page: 0,
  rowsPerPage: 25,
  sortBy: 'name',
  sortOrder: 'asc',
  name: '',
  phone: '',
};

/** The state a query string names; anything missing or not allowed takes its default. */
export function readClientList(params: URLSearchParams): ClientListState {
  return {
    ...readPagedSort(params, {
      pageSizes: CLIENT_ROWS_PER_PAGE,
      sortColumns: CLIENT_SORTS,
      defaults: DEFAULT_CLIENT_LIST,
    }),
    name: params.get('name') ?? '',
    phone: params.get('phone') ?? '',
  };
}

/** The query string of a state: every field, the searches only when typed. */
export function writeClientList(state: ClientListState): URLSearchParams {
  const params = pagedSortSearch(state);
  if (state.name) params.set('name', state.name);
  if (state.phone) params.set('phone', state.phone);
  return params;
}

/** A change of the clients list: a page, a page size, a search or an order. */
export type ClientListChange =
  | { kind: 'page'; page: number }
  | { kind: 'rowsPerPage'; rowsPerPage: number }
  | { kind: 'search'; name?: string; phone?: string }
  | { kind: 'sort'; sortBy: ClientSortBy; sortOrder: SortOrder };

/**
 * The next state after a change, by section 4's list rules: a new search or page size goes back to
 * the first page (the table reverses the order on a second click of the same column).
 */
export function changeClientList(state: ClientListState, change: ClientListChange): ClientListState {
  switch (change.kind) {
    case 'page':
      return { ...state, page: change.page };
    case 'rowsPerPage':
      return { ...state, rowsPerPage: change.rowsPerPage, page: 0 };
    case 'search':
      return {
        ...state,
        name: change.name ?? state.name,
        phone: change.phone ?? state.phone,
        page: 0,
      };
    case 'sort':
      return { ...state, sortBy: change.sortBy, sortOrder: change.sortOrder };
  }
}

/** The clients list in the address. */
export const CLIENT_LIST: UrlList<ClientListState, ClientListChange> = {
  read: readClientList,
  write: writeClientList,
  change: changeClientList,
};
