import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeMoneyFilters,
  type MoneyListState,
  readMoneyListState,
  writeMoneyListState,
} from './money-list-state.ts';

/**
 * The money list's state in the query string. Changes made in one event (the page size, then the
 * first page) build on each other: each starts from the last one written, not from the last render.
 */
export function useMoneyListState() {
  const [params, setParams] = useSearchParams();
  const state = readMoneyListState(params);
  const latest = useRef(state);
  latest.current = state;
  const write = (next: MoneyListState) => {
    latest.current = next;
    setParams(writeMoneyListState(next), { replace: true });
  };
  return {
    state,
    /** New filters: back to the first page; a month with a year sets the dates. */
    filter: (change: Partial<MoneyListState>) => write(changeMoneyFilters(latest.current, change)),
    page: (change: Pick<Partial<MoneyListState>, 'pageNo' | 'pageSize'>) =>
      write({ ...latest.current, ...change }),
  };
}
