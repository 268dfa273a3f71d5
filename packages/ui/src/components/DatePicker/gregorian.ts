import { type Calendar, GregorianCalendar } from '@internationalized/date';

/**
 * react-aria's `createCalendar` option, Gregorian only: the app speaks English (index.html's lang),
 * so dates are always Gregorian, and the other calendar systems of @internationalized/date
 * (Japanese, Islamic, Hebrew, Ethiopic...) are never bundled into a screen.
 */
export function createGregorianCalendar(): Calendar {
  return new GregorianCalendar();
}
