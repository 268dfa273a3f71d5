import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './ErrorPanel.css.ts';
import { ERROR_PANEL_TEXTS } from './error-panel-texts.ts';

export interface ErrorPanelProps {
  /** The failure's own message; falls back to a general one. */
  message?: string | null;
  onRetry?: () => void;
}

/** A failed load: title 'Error', the message, and a retry when one makes sense. */
export function ErrorPanel({ message, onRetry }: ErrorPanelProps) {
  const texts = useUiTexts(ERROR_PANEL_TEXTS);
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.title}>{texts.errorTitle}</p>
      <p className={styles.message}>{message?.trim() || texts.errorFallback}</p>
      {onRetry ? (
        <Button variant="secondary" size="small" onPress={onRetry}>
          {texts.retry}
        </Button>
      ) : null}
    </div>
  );
}
