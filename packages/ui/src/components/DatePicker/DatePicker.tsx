import { type CalendarDate, type CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';
import { lazy, Suspense, useRef } from 'react';
import { type AriaDatePickerProps, type DateValue, useDateField, useDatePicker } from 'react-aria';
import {
  Button,
  ButtonContext,
  DateFieldStateContext,
  DateSegment,
  Dialog,
  DialogContext,
  FieldErrorContext,
  Group,
  GroupContext,
  LabelContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  TextContext,
  useLocale,
} from 'react-aria-components';
import { useDateFieldState, useDatePickerState } from 'react-stately';
import { CalendarIcon } from '../../icons/icons.tsx';
import * as fieldStyles from '../../styles/field.css.ts';
import { popoverSurface } from '../../styles/overlay.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';
import * as styles from './DatePicker.css.ts';
import { createGregorianCalendar } from './gregorian.ts';

// The month grid (react-aria's Calendar with its cells and state) is fetched when the calendar is
// first opened: a form paints its date fields without it.
const DatePickerCalendar = lazy(() => import('./DatePickerCalendar.tsx'));

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

/**
 * Typed segment by segment or picked from a calendar; values are plain ISO strings. Built from
 * react-aria's hooks rather than its DatePicker component, whose date input and calendar always
 * carry every calendar system of @internationalized/date: here both get the Gregorian
 * `createCalendar`, and the calendar loads only when opened.
 */
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
  const pickerProps: AriaDatePickerProps<PickerValue> = {
    ...props,
    ...fieldValidation(errorMessage),
    label,
    value: value ? parse(value, withTime) : null,
    onChange: (next: DateValue | null) =>
      onChange(next ? (withTime ? next.toString().slice(0, 16) : next.toString()) : null),
    granularity: withTime ? 'minute' : 'day',
    ...(minValue ? { minValue: parse(minValue, withTime) } : {}),
    ...(maxValue ? { maxValue: parse(maxValue, withTime) } : {}),
  };
  const state = useDatePickerState(pickerProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    ...validation
  } = useDatePicker(pickerProps, state, groupRef);
  return (
    <Provider
      values={[
        [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
        [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [OverlayTriggerStateContext, state],
        [PopoverContext, { trigger: 'DatePicker', triggerRef: groupRef, placement: 'bottom start' }],
        [DialogContext, dialogProps],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        className={fieldStyles.field}
        data-invalid={state.isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
        data-open={state.isOpen || undefined}
      >
        <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
        <Group className={fieldStyles.control}>
          <GregorianDateInput {...fieldProps} />
          <Button className={styles.calendarButton} aria-label="Open calendar">
            <CalendarIcon />
          </Button>
        </Group>
        <FieldFooter description={description} errorMessage={errorMessage} />
        <Popover className={popoverSurface}>
          <Dialog className={styles.dialog}>
            <Suspense fallback={null}>
              <DatePickerCalendar {...calendarProps} />
            </Suspense>
          </Dialog>
        </Popover>
      </div>
    </Provider>
  );
}

/** The typed segments, with the Gregorian calendar; value, label and range come from the picker. */
function GregorianDateInput(props: ReturnType<typeof useDatePicker>['fieldProps']) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar: createGregorianCalendar });
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { fieldProps, inputProps } = useDateField({ ...props, inputRef }, state, fieldRef);
  return (
    <DateFieldStateContext.Provider value={state}>
      <div {...fieldProps} ref={fieldRef} className={styles.input}>
        {state.segments.map((segment, index) => (
          // A segment is known only by its place (year, month...), as react-aria keys them too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <DateSegment key={index} segment={segment} className={styles.segment} />
        ))}
      </div>
      <input {...inputProps} ref={inputRef} />
    </DateFieldStateContext.Provider>
  );
}
