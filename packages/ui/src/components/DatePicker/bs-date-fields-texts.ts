import { BS_MONTH_NAMES } from '@gym/dates';
import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const BS_DATE_FIELDS_TEXTS: Pick<
  UiTexts,
  'year' | 'month' | 'day' | 'time' | 'bsMonths' | 'inAd' | 'adShowsHere'
> = {
  year: 'Year',
  month: 'Month',
  day: 'Day',
  time: 'Time',
  bsMonths: BS_MONTH_NAMES.en,
  inAd: (date) => `AD ${date}`,
  adShowsHere: 'AD date shows here once picked.',
};
