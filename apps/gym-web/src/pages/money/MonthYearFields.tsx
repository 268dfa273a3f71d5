import { NumberField, Select } from '@gym/ui';
import { MONTH_OPTIONS, NO_MONTH, YEAR_RANGE } from './money-period.ts';

export interface MonthYearFieldsProps {
  month: number | null;
  year: number | null;
  onMonthChange: (month: number | null) => void;
  /** Only whole years of 2000-2100; clearing the field gives null. */
  onYearChange: (year: number | null) => void;
}

/** A month (or any) and a year of 2000-2100, which together pick a whole month. */
export function MonthYearFields({ month, year, onMonthChange, onYearChange }: MonthYearFieldsProps) {
  return (
    <>
      <Select
        label="Month"
        options={MONTH_OPTIONS}
        selectedKey={month ?? NO_MONTH}
        onSelectionChange={(key) => onMonthChange(Number(key) === NO_MONTH ? null : Number(key))}
      />
      <NumberField
        label="Year"
        minValue={YEAR_RANGE.min}
        maxValue={YEAR_RANGE.max}
        formatOptions={{ useGrouping: false }}
        value={year ?? Number.NaN}
        onChange={(next) => onYearChange(Number.isNaN(next) ? null : next)}
      />
    </>
  );
}
