// The money screens' periods (month, year, a from-to range), apart from the money form's rules so
// the analytics screen does not load the contract's form messages with them.

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The month choice of the money filters: no month, or January (1) to December (12). */
export const NO_MONTH = 0;
export const MONTH_OPTIONS = [
  { id: NO_MONTH, label: 'Any month' },
  ...Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    label: monthName.format(Date.UTC(2000, index, 1)),
  })),
];

/** The money year input's range (section 9). */
export const YEAR_RANGE = { min: 2000, max: 2100 } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day (YYYY-MM-DD) of a month, 1-12. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** A period's end before its start finds nothing: said at the end field rather than left silent. */
export const periodError = (from: string | null, to: string | null) =>
  from && to && to < from ? 'The end date must be on or after the start date.' : undefined;

export const isMoneyYear = (year: number) =>
  Number.isInteger(year) && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;
