import {
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  type BsDate,
  bikramSambatOf,
  bsMonthDays,
  formatCalendarDate,
  fromBikramSambat,
  isBsDate,
  todayIn,
} from '@gym/dates';
import { useState } from 'react';
import * as fieldStyles from '../../styles/field.css.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { FieldMessage, RequiredMark, useFieldMessageIds } from '../Field/NativeField.tsx';
import * as selectStyles from '../Select/Select.css.ts';
import { BS_DATE_FIELDS_TEXTS } from './bs-date-fields-texts.ts';
import * as styles from './DatePicker.css.ts';
import type { DatePickerProps } from './DatePicker.tsx';

/** How many years ahead of this one a date can be picked when the field sets no latest date. */
const YEARS_AHEAD = 10;

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** One part of the date: a native select, the system's own wheel on a phone. */
function PartSelect({
  label,
  value,
  options,
  onChange,
  describedBy,
  invalid,
  disabled,
}: {
  label: string;
  value: number | undefined;
  options: readonly { value: number; label: string }[];
  onChange: (value: number) => void;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean | undefined;
}) {
  return (
    <div className={[selectStyles.frame, styles.part].join(' ')}>
      <select
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-invalid={invalid || undefined}
        data-placeholder={value === undefined ? true : undefined}
        disabled={disabled}
        className={[fieldStyles.control, selectStyles.select].join(' ')}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {value === undefined ? (
          <option value="" disabled>
            {label}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className={selectStyles.chevron}>
        ▾
      </span>
    </div>
  );
}

/**
 * A date picked in Bikram Sambat: year, month and day as three selects (the day's list as long as
 * the chosen month), and under them the same day in AD. Values in and out stay AD ISO strings, as
 * for every date field; a half-picked date is null until its last part is chosen.
 */
export function BsDateFields({
  value,
  onChange,
  withTime = false,
  minValue,
  maxValue,
  label,
  requiredMark,
  description,
  errorMessage,
  isDisabled,
}: DatePickerProps) {
  const texts = useUiTexts(BS_DATE_FIELDS_TEXTS);
  const ids = useFieldMessageIds({ description: true, errorMessage });
  const date = value ? value.slice(0, 10) : null;
  const time = withTime && value ? value.slice(11, 16) : '';
  const fromValue = date ? bikramSambatOf(date) : null;
  const [parts, setParts] = useState<Partial<BsDate>>(fromValue ?? {});
  // A value set from outside (a quick +1 month button, a reset) shows in the selects; a value that
  // went null because a part is still missing keeps the parts already picked.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (fromValue) setParts(fromValue);
    else if (value === null && isBsDate(parts as BsDate)) setParts({});
  }

  const emit = (next: Partial<BsDate>, nextTime = time) => {
    const days = next.year && next.month ? bsMonthDays(next.year, next.month) : undefined;
    // 32 Jestha, then Asar of 29 days: the day becomes the month's last.
    const fitted = days && next.day && next.day > days ? { ...next, day: days } : next;
    setParts(fitted);
    const complete = isBsDate(fitted as BsDate) ? fromBikramSambat(fitted as BsDate) : null;
    onChange(complete && withTime ? `${complete}T${nextTime || '00:00'}` : complete);
  };

  const thisYear = bikramSambatOf(todayIn('Asia/Kathmandu'))?.year ?? BS_LAST_YEAR;
  const firstYear = (minValue && bikramSambatOf(minValue.slice(0, 10))?.year) || BS_FIRST_YEAR;
  const lastYear =
    (maxValue && bikramSambatOf(maxValue.slice(0, 10))?.year) ||
    Math.min(BS_LAST_YEAR, thisYear + YEARS_AHEAD);
  const monthDays = parts.year && parts.month ? (bsMonthDays(parts.year, parts.month) ?? 32) : 32;
  const invalid = Boolean(errorMessage);
  const inAd = date ? texts.inAd(formatCalendarDate(date)) : texts.adShowsHere;
  const shared = { describedBy: ids.describedBy, invalid, disabled: isDisabled };
  return (
    <fieldset className={[fieldStyles.field, styles.fieldset].join(' ')}>
      <legend className={[fieldStyles.label, styles.legend].join(' ')}>
        {label}
        <RequiredMark shown={requiredMark} />
      </legend>
      <div className={styles.parts}>
        <PartSelect
          label={texts.year}
          value={parts.year}
          // The latest years first: an end date is near, and a birth year a short scroll down.
          options={numbers(firstYear, lastYear)
            .reverse()
            .map((year) => ({ value: year, label: String(year) }))}
          onChange={(year) => emit({ ...parts, year })}
          {...shared}
        />
        <PartSelect
          label={texts.month}
          value={parts.month}
          options={texts.bsMonths.map((name, index) => ({ value: index + 1, label: name }))}
          onChange={(month) => emit({ ...parts, month })}
          {...shared}
        />
        <PartSelect
          label={texts.day}
          value={parts.day}
          options={numbers(1, monthDays).map((day) => ({ value: day, label: String(day) }))}
          onChange={(day) => emit({ ...parts, day })}
          {...shared}
        />
        {withTime ? (
          <input
            type="time"
            aria-label={texts.time}
            aria-describedby={ids.describedBy}
            disabled={isDisabled}
            className={[fieldStyles.control, styles.time].join(' ')}
            value={time}
            onChange={(event) => emit(parts, event.target.value)}
          />
        ) : null}
      </div>
      <FieldMessage
        description={description ? `${description} ${inAd}` : inAd}
        errorMessage={errorMessage}
        {...ids}
      />
    </fieldset>
  );
}
