import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ClientListState,
  changeClientList,
  readClientList,
  writeClientList,
} from './client-list-state.ts';

type Change = Parameters<typeof changeClientList>[1];

/**
 * The clients list's state from the query string, and a change function that writes it back:
 * each change is a history entry, so Back returns to the state before it. Changes made one after
 * another in the same event (the page size, then the page) build on each other, not on the
 * render's stale copy.
 */
export function useClientListState(): [ClientListState, (change: Change) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const state = readClientList(params);
  const change = (next: Change) => {
    const current = readClientList(latest.current);
    const written = writeClientList(changeClientList(current, next));
    if (written.toString() === writeClientList(current).toString()) return;
    latest.current = written;
    setParams(written);
  };
  return [state, change];
}

const SEARCH_PAUSE_MS = 300;

/**
 * A search box's text: what is typed shows at once and reaches the query string after a short
 * pause; when the query string changes under it (Back), the box follows.
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
