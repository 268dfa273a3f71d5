import { errorMessage } from '@gym/api-client';
import { EmptyState, ErrorPanel, Skeleton } from '@gym/ui';
import type { ReactNode } from 'react';

/** What QueryState reads of a TanStack query result. */
export interface LoadingQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** When an answer holds nothing to show: 'No {kind} data available.' and what to do next. */
export interface EmptyAnswer<Data> {
  isEmpty: (data: Data) => boolean;
  kind: string;
  next?: ReactNode;
  /** The whole sentences in the interface's language, instead of the English built around `kind`. */
  title?: string;
  hint?: string;
}

/** A paged answer of the contract (`content` and `paginationResponse`) with nothing on its page. */
export const isEmptyPage = (page: { content: readonly unknown[] }) => page.content.length === 0;

export interface QueryStateProps<Data> {
  query: LoadingQuery<Data>;
  /** Read to screen readers while the answer loads, e.g. 'Loading the gym'. */
  loadingLabel: string;
  /** Placeholder lines, about as many as the answer will take. */
  loadingLines?: number;
  /**
   * Instead of lines, the content's own shape while it loads, where that shape does not depend on
   * the answer (the dashboard's four cards with their titles): the same size, and its text painted
   * at once.
   */
  placeholder?: ReactNode;
  /** A failure's message when the server sent none; else the specification's general one. */
  failureMessage?: string;
  /** Put before the server's message, e.g. the money list's 'Error: '. */
  serverMessagePrefix?: string;
  empty?: EmptyAnswer<Data>;
  children: (data: Data) => ReactNode;
}

/**
 * Every screen's one way to show a query: placeholder lines while it loads (and while a retry
 * runs), the error panel with the server's message and Retry when it failed, the empty state when
 * the answer holds nothing, else the screen. An answer already shown stays shown if a later
 * refresh fails.
 */
export function QueryState<Data>({
  query,
  loadingLabel,
  loadingLines,
  placeholder,
  failureMessage,
  serverMessagePrefix = '',
  empty,
  children,
}: QueryStateProps<Data>) {
  if (query.data === undefined) {
    if (query.isError && !query.isFetching) {
      const serverMessage = errorMessage(query.error, '');
      return (
        <ErrorPanel
          message={serverMessage ? `${serverMessagePrefix}${serverMessage}` : (failureMessage ?? '')}
          onRetry={() => query.refetch()}
        />
      );
    }
    if (placeholder !== undefined) {
      return (
        <div role="status" aria-label={loadingLabel} aria-busy="true">
          {placeholder}
        </div>
      );
    }
    return <Skeleton lines={loadingLines} label={loadingLabel} />;
  }
  if (empty?.isEmpty(query.data))
    return <EmptyState kind={empty.kind} action={empty.next} title={empty.title} hint={empty.hint} />;
  return children(query.data);
}

/** Whether a query has its answer, or has failed for good (not while a retry runs). */
const isSettled = (query: LoadingQuery<unknown>) =>
  query.data !== undefined || (query.isError && !query.isFetching);

/**
 * What a screen shows below parts that are still loading waits for them: shown under a placeholder
 * whose answer turns out taller, it would be pushed down the screen as the answer arrives (a layout
 * shift, CLS). A screen so fills from the top, each part appearing under parts already in place.
 */
export function AfterLoading({
  queries,
  children,
}: {
  queries: readonly LoadingQuery<unknown>[];
  children: ReactNode;
}) {
  return queries.every(isSettled) ? children : null;
}
