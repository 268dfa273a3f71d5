/** The clients list's state, kept in the query string so a reload and Back keep it. */
export interface ClientListState {
  /** Zero-based, as the API counts pages. */
  page: number;
  rowsPerPage: number;
  sortBy: ClientSortBy;
  sortOrder: 'asc' | 'desc';
  name: string;
  phone: string;
}

export const CLIENT_SORTS = ['name', 'membershipEndDate'] as const;
export type ClientSortBy = (typeof CLIENT_SORTS)[number];
export const CLIENT_ROWS_PER_PAGE = [5, 10, 25, 50, 100] as const;

export const DEFAULT_CLIENT_LIST: ClientListState = {
  page: 0,
  rowsPerPage: 25,
  sortBy: 'name',
  sortOrder: 'asc',
  name: '',
  phone: '',
};

const oneOf = <T>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The state a query string names; anything missing or not allowed takes its default. */
export function readClientList(params: URLSearchParams): ClientListState {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 0 ? page : DEFAULT_CLIENT_LIST.page,
    rowsPerPage: oneOf(
      CLIENT_ROWS_PER_PAGE,
      Number(params.get('rowsPerPage')),
      DEFAULT_CLIENT_LIST.rowsPerPage,
    ),
    sortBy: oneOf(CLIENT_SORTS, params.get('sortBy'), DEFAULT_CLIENT_LIST.sortBy),
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder'), DEFAULT_CLIENT_LIST.sortOrder),
    name: params.get('name') ?? '',
    phone: params.get('phone') ?? '',
  };
}

/** The query string of a state: every field, the searches only when typed. */
export function writeClientList(state: ClientListState): URLSearchParams {
  const params = new URLSearchParams({
    page: String(state.page),
    rowsPerPage: String(state.rowsPerPage),
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  });
  if (state.name) params.set('name', state.name);
  if (state.phone) params.set('phone', state.phone);
  return params;
}

/**
 * The next state after a change, by section 4's list rules: a new search or page size goes back to
 * the first page (the table reverses the order on a second click of the same column).
 */
export function changeClientList(
  state: ClientListState,
  change:
    | { kind: 'page'; page: number }
    | { kind: 'rowsPerPage'; rowsPerPage: number }
    | { kind: 'search'; name?: string; phone?: string }
    | { kind: 'sort'; sortBy: ClientSortBy; sortOrder: 'asc' | 'desc' },
): ClientListState {
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
