import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The allowed value the raw one names, else the fallback. */
export const oneOf = <Value extends string | number>(
  options: readonly Value[],
  raw: string | number | null,
  fallback: Value,
): Value => options.find((option) => String(option) === String(raw)) ?? fallback;

/**
 * A list's state kept in the URL's query string, and a change to it. Changes in one event build on
 * each other (Pagination sets the size, then the first page), so each starts from the last one written.
 */
export function useUrlListState<State>(
  read: (search: URLSearchParams) => State,
  write: (current: State, change: Partial<State>) => URLSearchParams,
): [State, (change: Partial<State>) => void] {
  const [search, setSearch] = useSearchParams();
  const state = read(search);
  const latest = useRef(state);
  latest.current = state;
  const change = (next: Partial<State>) => {
    const written = write(latest.current, next);
    latest.current = read(written);
    setSearch(written);
  };
  return [state, change];
}

export type SortOrder = 'asc' | 'desc';

/** A paged, sorted list's place: the page (zero-based, as the API counts), its size and order. */
export interface PagedSort<Column extends string> {
  page: number;
  rowsPerPage: number;
  sortBy: Column;
  sortOrder: SortOrder;
}

/** What a list allows: its page sizes, sortable columns and its defaults. */
export interface PagedSortRules<Column extends string> {
  pageSizes: readonly number[];
  sortColumns: readonly Column[];
  defaults: PagedSort<Column>;
}

/** Reads a list's place from the query string; anything missing or not allowed is the default. */
export function readPagedSort<Column extends string>(
  search: URLSearchParams,
  { pageSizes, sortColumns, defaults }: PagedSortRules<Column>,
): PagedSort<Column> {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : defaults.page,
    rowsPerPage: oneOf(pageSizes, search.get('rowsPerPage'), defaults.rowsPerPage),
    sortBy: oneOf(sortColumns, search.get('sortBy'), defaults.sortBy),
    sortOrder: oneOf(['asc', 'desc'] as const, search.get('sortOrder'), defaults.sortOrder),
  };
}

/**
 * A list's state after a change: any change but the page itself (a new size, order or search)
 * starts again on the first page.
 */
export function changedListState<State extends { page: number }>(
  current: State,
  change: Partial<State>,
): State {
  const resetsPage = Object.entries(change).some(
    ([key, value]) => key !== 'page' && value !== current[key as keyof State],
  );
  return { ...current, ...change, ...(resetsPage ? { page: 0 } : {}) };
}

/** The query string of a list's place. */
export const pagedSortSearch = ({ page, rowsPerPage, sortBy, sortOrder }: PagedSort<string>) =>
  new URLSearchParams({ page: String(page), rowsPerPage: String(rowsPerPage), sortBy, sortOrder });
