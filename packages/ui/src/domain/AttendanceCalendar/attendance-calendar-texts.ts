import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const ATTENDANCE_CALENDAR_TEXTS: Pick<
  UiTexts,
  'previousMonth' | 'nextMonth' | 'month' | 'year' | 'present'
> = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  present: 'Present',
};
