import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps {
  label: string;
  /** 0 to 100; without a value the bar shows activity of unknown length. */
  value?: number;
}

export function ProgressBar({ label, value }: ProgressBarProps) {
  return (
    <AriaProgressBar
      className={styles.root}
      aria-label={label}
      {...(value === undefined ? { isIndeterminate: true } : { value })}
    >
      {({ percentage, isIndeterminate }) => (
        <div className={styles.track}>
          <div
            className={styles.fill({ indeterminate: isIndeterminate })}
            style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
          />
        </div>
      )}
    </AriaProgressBar>
  );
}
