import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '../routes/navigation.tsx';

/** The allowed value the raw one names, else the fallback. */
export const oneOf = <Value extends string | number>(
  options: readonly Value[],
  raw: string | number | null,
  fallback: Value,
): Value => options.find((option) => String(option) === String(raw)) ?? fallback;

/**
 * How a change to a list's state enters the browser's history. One rule for every list kept in the
 * address (its page, rows per page, order, filters and search):
 * - `choice` (the default): a page, a page size, an order, a filter picked, a search sent with its
 *   button. A deliberate step, pushed as its own history entry, so Back returns to the list as it
 *   was before it.
 * - `typing`: what the list follows while it is being typed (a search box that searches as you
 *   type, a date typed digit by digit). Its first write pushes an entry and every write while typing
 *   goes on replaces that entry, so one search is one step in history, never an entry per pause.
 * - `correction`: the list puts right a state the address names but cannot show (a page emptied
 *   under it). It replaces the entry, so Back never returns to the wrong state.
 */
export type ListChangeKind = 'choice' | 'typing' | 'correction';

/** A list's state as its query string keeps it: how to read it, write it, and change it. */
export interface UrlList<State, Change> {
  /** The state a query string names; anything missing or not allowed takes its default. */
  read: (search: URLSearchParams) => State;
  write: (state: State) => URLSearchParams;
  /** The state after a change, by the list's own rules (a new search goes back to the first page). */
  change: (state: State, change: Change) => State;
}

/** The query string after a change to the state it names. */
export const searchAfter = <State, Change>(list: UrlList<State, Change>, state: State, change: Change) =>
  list.write(list.change(state, change));

/** Marks the history entries that `typing` wrote, so the typing that follows replaces them. */
const TYPED_ENTRY = { listTyping: true } as const;
const isTypedEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && 'listTyping' in state && state.listTyping === true;

/**
 * A list's state from the query string, and a change that writes it back by the history rule
 * above. Changes made in one event build on each other (Pagination sets the size, then the first
 * page): each starts from the last one written, not from the render's copy. A change that leaves
 * the query string as it is writes nothing.
 */
export function useUrlListState<State, Change>(
  list: UrlList<State, Change>,
): [State, (change: Change, kind?: ListChangeKind) => void] {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const latest = useRef({ search, typed: false });
  latest.current = { search, typed: isTypedEntry(location.state) };
  const change = (next: Change, kind: ListChangeKind = 'choice') => {
    const current = list.read(latest.current.search);
    const written = searchAfter(list, current, next);
    if (written.toString() === list.write(current).toString()) return;
    const typed = kind === 'typing' || (kind === 'correction' && latest.current.typed);
    const replace = kind === 'correction' || (kind === 'typing' && latest.current.typed);
    latest.current = { search: written, typed };
    setSearch(written, { replace, state: typed ? TYPED_ENTRY : null });
  };
  return [list.read(search), change];
}

const SEARCH_PAUSE_MS = 300;

/**
 * A search box that searches as you type: what is typed shows at once and reaches the list after a
 * short pause (to be written as `typing`); when the address changes under it (Back), the box follows.
 */
export function useSearchText(
  saved: string,
  onSearch: (text: string) => void,
): [string, (text: string) => void] {
  const [typed, setTyped] = useState(saved);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => setTyped(saved), [saved]);
  useEffect(() => {
    if (typed === saved) return;
    const timer = setTimeout(() => onSearchRef.current(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, saved]);
  return [typed, setTyped];
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
