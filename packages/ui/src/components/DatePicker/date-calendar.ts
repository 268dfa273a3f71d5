import type { Calendar } from '@gym/dates';
import { createContext, useContext } from 'react';

/**
 * The calendar the gym reads its dates in, for every date field below it: the app provides the
 * selected gym's; without a provider, AD.
 */
export const DateCalendarContext = createContext<Calendar>('AD');

export const useDateCalendar = () => useContext(DateCalendarContext);
