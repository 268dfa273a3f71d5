import type { ReactNode } from 'react';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  children: ReactNode;
  /** On (controlled); or `defaultSelected` for a switch that keeps its own state. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
  value?: string;
}

/**
 * An on/off setting that applies at once (admin panel, SMS notifications, dark mode): a native
 * checkbox announced as a switch, drawn as a track and thumb.
 */
export function Switch({
  children,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled,
  name,
  value,
}: SwitchProps) {
  return (
    <label className={styles.root} data-disabled={isDisabled ? true : undefined}>
      <input
        type="checkbox"
        role="switch"
        // The native checked state already tells; given when the switch is controlled (biome asks for it).
        aria-checked={isSelected}
        className={styles.input}
        name={name}
        value={value}
        {...(isSelected === undefined ? { defaultChecked: defaultSelected } : { checked: isSelected })}
        disabled={isDisabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </label>
  );
}
