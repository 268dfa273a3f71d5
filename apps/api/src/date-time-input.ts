import { isDateBefore } from '@gym/api-client/field-rules';

/**
 * A date-time as the contract takes it. With an offset (or Z) it names an instant; without one
 * ('2026-11-03T18:30:00', what a browser's date-time input gives) it is a wall-clock time, which
 * the queries read in the gym's own time zone.
 */
export interface DateTimeInput {
  /** The value to hand to PostgreSQL, seconds and fraction as given. */
  text: string;
  hasOffset: boolean;
}

const DATE = /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/;
const DATE_TIME =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.\d{1,6})?)?(?<offset>Z|[+-](?<offsetHours>\d{2})(?::?(?<offsetMinutes>\d{2}))?)?$/;

type Parts = Record<string, string | undefined>;
const number = (parts: Parts, name: string): number => Number(parts[name] ?? 0);

function isRealDate(parts: Parts): boolean {
  const [year, month, day] = [number(parts, 'year'), number(parts, 'month'), number(parts, 'day')];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the text is a calendar date that exists, from year 1 (the contract's `format: date`). */
export function isRealDateText(value: string): boolean {
  const parts = DATE.exec(value)?.groups;
  return parts !== undefined && isRealDate(parts);
}

/**
 * The contract's `x-not-before: otherField` on a date field: the date is not before the date in the
 * sibling field (an end date not before its start date). Dates that are not real, or a sibling
 * left out, are for the other keywords (`format`, `required`) to report. An ajv keyword.
 */
export const notBeforeKeyword = {
  keyword: 'x-not-before',
  type: 'string',
  schemaType: 'string',
  validate: (sibling: string, date: string, _schema?: unknown, data?: { parentData?: unknown }) => {
    const other = (data?.parentData as Record<string, unknown> | undefined)?.[sibling];
    const real = (text: unknown) => (typeof text === 'string' && isRealDateText(text) ? text : undefined);
    return !isDateBefore(real(date), real(other));
  },
} as const;

/** An ajv format that lets a blank text through: a form sends a cleared field blank. */
export const blankOr =
  (format: (text: string) => boolean) =>
  (text: string): boolean =>
    text.trim() === '' || format(text);

/** A date and time, or undefined when it is not one (a 30 February, 24:00, an offset over 15 hours...). */
export function readDateTime(value: string): DateTimeInput | undefined {
  const parts = DATE_TIME.exec(value)?.groups;
  if (!parts || !isRealDate(parts)) return undefined;
  const inRange =
    number(parts, 'hour') <= 23 &&
    number(parts, 'minute') <= 59 &&
    number(parts, 'second') <= 59 &&
    number(parts, 'offsetHours') <= 15 &&
    number(parts, 'offsetMinutes') <= 59;
  return inRange ? { text: value, hasOffset: parts.offset !== undefined } : undefined;
}

/**
 * A period bound: a date and time, or a bare date, which stands for the start of that day
 * (`start`) or its very end (`end`), in the gym's time zone.
 */
export function readPeriodBound(value: string, bound: 'start' | 'end'): DateTimeInput | undefined {
  const date = DATE.exec(value)?.groups;
  if (!date) return readDateTime(value);
  if (!isRealDate(date)) return undefined;
  return { text: `${value}T${bound === 'start' ? '00:00:00' : '23:59:59.999999'}`, hasOffset: false };
}
