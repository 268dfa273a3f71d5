import { useState } from 'react';
import * as fieldStyles from '../../styles/field.css.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { type FieldChrome, NativeField } from '../Field/NativeField.tsx';
import * as styles from './Select.css.ts';
import { SELECT_TEXTS } from './select-texts.ts';

export type SelectKey = string | number;

export interface SelectOption {
  id: SelectKey;
  label: string;
  /** A small picture (a country's flag), shown beside the field when this option is chosen; the label names it. */
  image?: string;
}

export interface SelectProps extends FieldChrome {
  options: readonly SelectOption[];
  /** The chosen option's id (controlled); null when none is chosen yet. */
  selectedKey?: SelectKey | null;
  /** The first chosen option's id when the field keeps its own choice. */
  defaultSelectedKey?: SelectKey | null;
  onSelectionChange?: (key: SelectKey) => void;
  /** Options shown but not choosable (months still to come). */
  disabledKeys?: Iterable<SelectKey>;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/**
 * Choose one of a short list (district, payment type, plan, rows per page) with the browser's own
 * select: on a phone the system's picker, and no script to load.
 */
export function Select({
  options,
  selectedKey,
  defaultSelectedKey = null,
  onSelectionChange,
  disabledKeys = [],
  placeholder,
  name,
  ...field
}: SelectProps) {
  const [ownKey, setOwnKey] = useState(defaultSelectedKey);
  const texts = useUiTexts(SELECT_TEXTS);
  const chosenKey = selectedKey === undefined ? ownKey : selectedKey;
  const chosen = options.find((option) => option.id === chosenKey);
  const disabled = new Set([...disabledKeys].map(String));
  return (
    <NativeField {...field}>
      {(control) => (
        <div className={styles.frame}>
          {chosen?.image ? <img src={chosen.image} alt="" className={styles.chosenImage} /> : null}
          <select
            {...control}
            name={name}
            className={[fieldStyles.control, styles.select].join(' ')}
            data-placeholder={chosen ? undefined : true}
            data-with-image={chosen?.image ? true : undefined}
            value={chosen ? String(chosen.id) : ''}
            onChange={(event) => {
              const next = options.find((option) => String(option.id) === event.target.value);
              if (!next) return;
              setOwnKey(next.id);
              onSelectionChange?.(next.id);
            }}
          >
            {chosen ? null : (
              <option value="" disabled>
                {placeholder ?? texts.chooseOne}
              </option>
            )}
            {options.map((option) => (
              <option key={option.id} value={String(option.id)} disabled={disabled.has(String(option.id))}>
                {option.label}
              </option>
            ))}
          </select>
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </div>
      )}
    </NativeField>
  );
}
