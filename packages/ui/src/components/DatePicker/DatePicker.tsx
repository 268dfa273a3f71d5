import { type CalendarDate, type CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { CalendarIcon } from '../../icons/icons.tsx';
import * as fieldStyles from '../../styles/field.css.ts';
import { popoverSurface } from '../../styles/overlay.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';
import * as styles from './DatePicker.css.ts';

export interface DatePickerProps extends FieldChrome {
  /** 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' with `withTime`; null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** A date and a time of day (money flows' transaction time). */
  withTime?: boolean;
  minValue?: string;
  maxValue?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

type PickerValue = CalendarDate | CalendarDateTime;

const parse = (value: string, withTime: boolean): PickerValue =>
  withTime ? parseDateTime(value) : parseDate(value.slice(0, 10));

/** Typed segment by segment or picked from a calendar; values are plain ISO strings. */
export function DatePicker({
  label,
  requiredMark,
  description,
  errorMessage,
  value,
  onChange,
  withTime = false,
  minValue,
  maxValue,
  ...props
}: DatePickerProps) {
  return (
    <AriaDatePicker<PickerValue>
      {...props}
      {...fieldValidation(errorMessage)}
      className={fieldStyles.field}
      value={value ? parse(value, withTime) : null}
      onChange={(next) => onChange(next ? (withTime ? next.toString().slice(0, 16) : next.toString()) : null)}
      granularity={withTime ? 'minute' : 'day'}
      {...(minValue ? { minValue: parse(minValue, withTime) } : {})}
      {...(maxValue ? { maxValue: parse(maxValue, withTime) } : {})}
    >
      <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton} aria-label="Open calendar">
          <CalendarIcon />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={popoverSurface}>
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.calendarButton}>
                ‹
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={styles.calendarButton}>
                ›
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(date) => <CalendarCell date={date} className={styles.cell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
