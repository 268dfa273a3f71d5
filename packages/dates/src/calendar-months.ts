import { addBsMonths, bikramSambatOf } from './bikram-sambat.ts';
import { addMonths, type CalendarDate } from './calendar-date.ts';
import type { Calendar } from './format.ts';

/** Whether a gym counts months in Bikram Sambat: it reads its dates in BS (alone or with AD beside). */
export const countsBsMonths = (calendar: Calendar) => calendar !== 'AD';

/**
 * A date some whole months later in the gym's calendar (the forms' +1/3/6/12 months): BS months
 * for a gym that reads BS, where a month is 29 to 32 days; AD months otherwise, and for a date
 * outside the BS table.
 */
export function addCalendarMonths(date: CalendarDate, months: number, calendar: Calendar): CalendarDate {
  return countsBsMonths(calendar) && bikramSambatOf(date)
    ? addBsMonths(date, months)
    : addMonths(date, months);
}
