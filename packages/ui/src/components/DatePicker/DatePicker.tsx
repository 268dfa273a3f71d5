import { lazy, Suspense } from 'react';
import * as fieldStyles from '../../styles/field.css.ts';
import { type FieldChrome, NativeField } from '../Field/NativeField.tsx';
import * as styles from './DatePicker.css.ts';
import { useDateCalendar } from './date-calendar.ts';

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
  name?: string;
}

/**
 * A date, or a date and time, in the calendar the gym reads (DateCalendarContext): in AD the
 * browser's own input, typed in the reader's own order or picked from the system's calendar (a
 * phone's wheel or grid); in Bikram Sambat, year, month and day chosen from the BS calendar.
 * Values in and out are plain AD ISO strings either way.
 */
export function DatePicker(props: DatePickerProps) {
  if (useDateCalendar() === 'AD') return <AdDatePicker {...props} />;
  return (
    // Its code comes only to a gym that reads BS; meanwhile the field's place is kept.
    <Suspense fallback={<div className={styles.pending} />}>
      <BsDateFields {...props} />
    </Suspense>
  );
}

const BsDateFields = lazy(() =>
  import('./BsDateFields.tsx').then((module) => ({ default: module.BsDateFields })),
);

function AdDatePicker({
  value,
  onChange,
  withTime = false,
  minValue,
  maxValue,
  name,
  ...field
}: DatePickerProps) {
  const toInput = (iso: string) => (withTime ? iso.slice(0, 16) : iso.slice(0, 10));
  return (
    <NativeField {...field}>
      {(control) => (
        <input
          {...control}
          type={withTime ? 'datetime-local' : 'date'}
          name={name}
          className={[fieldStyles.control, styles.input].join(' ')}
          value={value ? toInput(value) : ''}
          min={minValue ? toInput(minValue) : undefined}
          max={maxValue ? toInput(maxValue) : undefined}
          // The browser reports '' until every part of the date is typed, and when it is cleared.
          onChange={(event) => onChange(event.target.value === '' ? null : toInput(event.target.value))}
        />
      )}
    </NativeField>
  );
}
