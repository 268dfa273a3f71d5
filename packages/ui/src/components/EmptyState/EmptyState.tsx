import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What the list holds, as in 'No {kind} data available.' */
  kind: string;
  action?: ReactNode;
}

/** The specification's empty list: 'No {kind} data available.' and a hint. */
export function EmptyState({ kind, action }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>No {kind} data available.</p>
      <p className={styles.hint}>Check back later or try reloading the page.</p>
      {action}
    </div>
  );
}
