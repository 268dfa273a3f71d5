import {
  changedListState,
  type PagedSort,
  pagedSortSearch,
  readPagedSort,
  type UrlList,
} from '../../app/url-list-state.ts';

/** The SMS list's page, size and order as the URL keeps them (part 2, SMS list). */
export const SMS_PAGE_SIZES = [5, 10, 25, 50] as const;
export const SMS_SORT_COLUMNS = ['sendDateTime', 'client'] as const;
export type SmsSortColumn = (typeof SMS_SORT_COLUMNS)[number];
export type SmsSortOrder = 'asc' | 'desc';

export type SmsListParams = PagedSort<SmsSortColumn>;

/** The API's defaults: newest first, 10 to a page. */
export const SMS_LIST_DEFAULTS: SmsListParams = {
  page: 0,
  rowsPerPage: 10,
  sortBy: 'sendDateTime',
  sortOrder: 'desc',
};

/**
 * The SMS list in the address; anything missing or not allowed falls back to the default, and a new
 * size or order starts again on the first page.
 */
export const SMS_LIST: UrlList<SmsListParams, Partial<SmsListParams>> = {
  read: (search) =>
    readPagedSort(search, {
      pageSizes: SMS_PAGE_SIZES,
      sortColumns: SMS_SORT_COLUMNS,
      defaults: SMS_LIST_DEFAULTS,
    }),
  write: pagedSortSearch,
  change: changedListState,
};
