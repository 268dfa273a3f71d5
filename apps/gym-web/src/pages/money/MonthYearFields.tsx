import { NumberField, Select } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { monthOptions, NO_MONTH, YEAR_RANGE } from './money-period.ts';

const TEXT = defineMessages({
  month: { defaultMessage: 'Month', description: 'Money filters: the month field' },
  year: { defaultMessage: 'Year', description: 'Money filters: the year field' },
  yearBs: { defaultMessage: 'Year (BS)', description: 'Money filters: the year field, in Bikram Sambat' },
});

export interface MonthYearFieldsProps {
  month: number | null;
  year: number | null;
  onMonthChange: (month: number | null) => void;
  /** Only whole years of 2000-2100; clearing the field gives null. */
  onYearChange: (year: number | null) => void;
}

/** A month (or any) and a year of 2000-2100 of the gym's calendar, which together pick a whole month. */
export function MonthYearFields({ month, year, onMonthChange, onYearChange }: MonthYearFieldsProps) {
  const t = useT();
  const language = useLanguage();
  const { dates } = useGymFormat();
  const calendar = dates.calendar ?? 'AD';
  return (
    <>
      <Select
        label={t(TEXT.month)}
        options={monthOptions(calendar, language)}
        selectedKey={month ?? NO_MONTH}
        onSelectionChange={(key) => onMonthChange(Number(key) === NO_MONTH ? null : Number(key))}
      />
      <NumberField
        label={calendar === 'AD' ? t(TEXT.year) : t(TEXT.yearBs)}
        minValue={YEAR_RANGE.min}
        maxValue={YEAR_RANGE.max}
        formatOptions={{ useGrouping: false }}
        value={year ?? Number.NaN}
        onChange={(next) => onYearChange(Number.isNaN(next) ? null : next)}
      />
    </>
  );
}
