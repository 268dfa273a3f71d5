import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const PAGINATION_TEXTS: Pick<UiTexts, 'pagination' | 'rowsPerPage' | 'range' | 'previous' | 'next'> = {
  pagination: 'Pagination',
  rowsPerPage: 'Rows per page',
  range: (first, last, total) => `${first}–${last} of ${total}`,
  previous: 'Previous',
  next: 'Next',
};
