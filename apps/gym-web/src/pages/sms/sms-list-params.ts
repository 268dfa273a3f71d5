/** The SMS list's page, size and order as the URL keeps them (part 2, SMS list). */
export const SMS_PAGE_SIZES = [5, 10, 25, 50] as const;
export const SMS_SORT_COLUMNS = ['sendDateTime', 'client'] as const;
export type SmsSortColumn = (typeof SMS_SORT_COLUMNS)[number];
export type SmsSortOrder = 'asc' | 'desc';

export interface SmsListParams {
  /** Zero-based, as the API counts pages. */
  page: number;
  rowsPerPage: number;
  sortBy: SmsSortColumn;
  sortOrder: SmsSortOrder;
}

/** The API's defaults: newest first, 10 to a page. */
export const SMS_LIST_DEFAULTS: SmsListParams = {
  page: 0,
  rowsPerPage: 10,
  sortBy: 'sendDateTime',
  sortOrder: 'desc',
};

const oneOf = <Value extends string | number>(
  options: readonly Value[],
  raw: string | number | null,
  fallback: Value,
): Value => options.find((option) => String(option) === String(raw)) ?? fallback;

/** Reads the query string; anything missing or not allowed falls back to the default. */
export function readSmsListParams(search: URLSearchParams): SmsListParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : SMS_LIST_DEFAULTS.page,
    rowsPerPage: oneOf(SMS_PAGE_SIZES, search.get('rowsPerPage'), SMS_LIST_DEFAULTS.rowsPerPage),
    sortBy: oneOf(SMS_SORT_COLUMNS, search.get('sortBy'), SMS_LIST_DEFAULTS.sortBy),
    sortOrder: oneOf(['asc', 'desc'] as const, search.get('sortOrder'), SMS_LIST_DEFAULTS.sortOrder),
  };
}

/** The query string for a change: a new size or order starts again on the first page. */
export function smsListSearch(current: SmsListParams, change: Partial<SmsListParams>): URLSearchParams {
  const resetsPage =
    (change.rowsPerPage !== undefined && change.rowsPerPage !== current.rowsPerPage) ||
    (change.sortBy !== undefined && change.sortBy !== current.sortBy) ||
    (change.sortOrder !== undefined && change.sortOrder !== current.sortOrder);
  const next = { ...current, ...change, ...(resetsPage ? { page: 0 } : {}) };
  return new URLSearchParams({
    page: String(next.page),
    rowsPerPage: String(next.rowsPerPage),
    sortBy: next.sortBy,
    sortOrder: next.sortOrder,
  });
}
