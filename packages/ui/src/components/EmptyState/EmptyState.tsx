import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What the list holds, as in 'No {kind} data available.' */
  kind: string;
  action?: ReactNode;
  /** A list's own first line instead, e.g. 'No clients yet'. */
  title?: string;
  /** What to do next, instead of checking back later. */
  hint?: string;
}

/** The specification's empty list: 'No {kind} data available.' (or the list's own title) and a hint. */
export function EmptyState({ kind, action, title, hint }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title ?? `No ${kind} data available.`}</p>
      <p className={styles.hint}>{hint ?? 'Check back later or try reloading the page.'}</p>
      {action}
    </div>
  );
}
