import type { ReactNode } from 'react';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import * as styles from './EmptyState.css.ts';
import { EMPTY_STATE_TEXTS } from './empty-state-texts.ts';

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
  const texts = useUiTexts(EMPTY_STATE_TEXTS);
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title ?? texts.noData(kind)}</p>
      <p className={styles.hint}>{hint ?? texts.emptyHint}</p>
      {action}
    </div>
  );
}
