import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';
import * as select from './Select.css.ts';

export interface SelectOption {
  id: string | number;
  label: string;
  /** A small picture shown before the label, in the list and in the field (a country's flag); the label names it. */
  image?: string;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items'>,
    FieldChrome {
  options: readonly SelectOption[];
}

/** Choose one of a short list (district, payment type, plan, rows per page). */
export function Select({ label, requiredMark, description, errorMessage, options, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} {...fieldValidation(errorMessage)} className={styles.field}>
      <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
      <Button className={select.trigger}>
        <SelectValue className={select.value} />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={select.popover}>
        <OptionList options={options} />
      </Popover>
    </AriaSelect>
  );
}

/** The options of a Select popover; without `options`, the ComboBox's filtered ones. */
export function OptionList({ options }: { options?: readonly SelectOption[] }): ReactNode {
  return (
    <ListBox<SelectOption> className={select.listBox} {...(options ? { items: options } : {})}>
      {(option) => (
        <ListBoxItem id={option.id} className={select.option} textValue={option.label}>
          {option.image ? <img src={option.image} alt="" className={select.optionImage} /> : null}
          {option.label}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
