import type { Calendar } from '@gym/ui';
import type { SortOrder, UrlList } from '../../app/url-list-state.ts';
import { isMoneyYear, monthRange } from './money-period.ts';
import { TRANSACTION_TYPES, type TransactionType } from './money-rules.ts';

/** Rows per page of the money list (section 9), 100 by default. */
export const MONEY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_MONEY_PAGE_SIZE = 100;

/** The columns the list sorts by (the search call's sortBy); newest first by default. */
export const MONEY_SORTS = ['transactionDate', 'amount', 'billNo', 'transactionType'] as const;
export type MoneySort = (typeof MONEY_SORTS)[number];
const DEFAULT_SORT: { sortBy: MoneySort; sortOrder: SortOrder } = {
  sortBy: 'transactionDate',
  sortOrder: 'desc',
};

/** What the money list shows: its filters and page, all kept in the address's query string. */
export interface MoneyListState {
  month: number | null;
  year: number | null;
  /** Inclusive days, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  /** Ticked types; none or both ticked shows both. */
  types: TransactionType[];
  tags: string[];
  pageNo: number;
  pageSize: number;
  sortBy: MoneySort;
  sortOrder: SortOrder;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const wholeNumber = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : null);
const day = (text: string | null) => (text && DAY.test(text) ? text : null);

/** The state a query string names; anything malformed there is ignored, not an error. */
export function readMoneyListState(params: URLSearchParams): MoneyListState {
  const month = wholeNumber(params.get('month'));
  const year = wholeNumber(params.get('year'));
  const pageSize = wholeNumber(params.get('size'));
  const sortBy = MONEY_SORTS.find((column) => column === params.get('sort')) ?? DEFAULT_SORT.sortBy;
  const order = params.get('order');
  const types = TRANSACTION_TYPES.map((option) => option.value).filter((type) =>
    params.getAll('type').includes(type),
  );
  return {
    month: month !== null && month >= 1 && month <= 12 ? month : null,
    year: year !== null && isMoneyYear(year) ? year : null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    types,
    tags: [...new Set(params.getAll('tag').filter(Boolean))],
    pageNo: wholeNumber(params.get('page')) ?? 0,
    pageSize: (MONEY_PAGE_SIZES as readonly number[]).includes(pageSize ?? 0)
      ? (pageSize as number)
      : DEFAULT_MONEY_PAGE_SIZE,
    sortBy,
    sortOrder: order === 'asc' || order === 'desc' ? order : DEFAULT_SORT.sortOrder,
  };
}

/** The query string of a state, leaving out what is the default. */
export function writeMoneyListState(state: MoneyListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.month !== null) params.set('month', String(state.month));
  if (state.year !== null) params.set('year', String(state.year));
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  for (const type of state.types) params.append('type', type);
  for (const tag of state.tags) params.append('tag', tag);
  if (state.pageNo > 0) params.set('page', String(state.pageNo));
  if (state.pageSize !== DEFAULT_MONEY_PAGE_SIZE) params.set('size', String(state.pageSize));
  if (state.sortBy !== DEFAULT_SORT.sortBy) params.set('sort', state.sortBy);
  if (state.sortOrder !== DEFAULT_SORT.sortOrder) params.set('order', state.sortOrder);
  return params;
}

/**
 * The state after a change: any change but the page itself (a filter, the order, the page size)
 * goes back to the first page, and a month with a year sets the dates to that month (section 4)
 * of the gym's calendar; changing the dates by hand leaves the month and year as picked.
 */
export function changeMoneyList(
  state: MoneyListState,
  change: Partial<MoneyListState>,
  calendar: Calendar = 'AD',
): MoneyListState {
  const next = { ...state, pageNo: 0, ...change };
  const pickedPeriod = 'month' in change || 'year' in change;
  if (pickedPeriod && next.month !== null && next.year !== null) {
    const { from, to } = monthRange(next.year, next.month, calendar);
    return { ...next, from, to };
  }
  return next;
}

/** The money list in the address, its month and year those of the gym's calendar. */
export const moneyList = (calendar: Calendar): UrlList<MoneyListState, Partial<MoneyListState>> => ({
  read: readMoneyListState,
  write: writeMoneyListState,
  change: (state, change) => changeMoneyList(state, change, calendar),
});

/** The search call's query for a state. */
export function moneySearchQuery(state: MoneyListState) {
  const [onlyType] = state.types.length === 1 ? state.types : [];
  return {
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    ...(onlyType ? { transactionType: onlyType } : {}),
    ...(state.from ? { startDate: state.from } : {}),
    ...(state.to ? { endDate: state.to } : {}),
    ...(state.tags.length ? { tags: state.tags.join(',') } : {}),
  };
}
