import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  Popover,
} from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';
import * as select from '../Select/Select.css.ts';
import { OptionList, type SelectOption } from '../Select/Select.tsx';
import { openButton } from './ComboBox.css.ts';

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<SelectOption>,
      'className' | 'style' | 'children' | 'items' | 'defaultItems'
    >,
    FieldChrome {
  options: readonly SelectOption[];
  placeholder?: string;
}

/** Type to filter a long list (77 districts, a gym's clients) and pick one. */
export function ComboBox({
  label,
  requiredMark,
  description,
  errorMessage,
  options,
  placeholder,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      {...fieldValidation(errorMessage)}
      className={styles.field}
    >
      <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
      <Group className={styles.control}>
        <Input className={styles.bareInput} placeholder={placeholder} />
        <Button className={openButton}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={select.popover}>
        <OptionList />
      </Popover>
    </AriaComboBox>
  );
}
