import { Button } from '../Button/Button.tsx';
import * as styles from './ErrorPanel.css.ts';

export const ERROR_FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

export interface ErrorPanelProps {
  /** The failure's own message; falls back to a general one. */
  message?: string | null;
  onRetry?: () => void;
}

/** A failed load: title 'Error', the message, and a retry when one makes sense. */
export function ErrorPanel({ message, onRetry }: ErrorPanelProps) {
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.title}>Error</p>
      <p className={styles.message}>{message?.trim() || ERROR_FALLBACK_MESSAGE}</p>
      {onRetry ? (
        <Button variant="secondary" size="small" onPress={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
