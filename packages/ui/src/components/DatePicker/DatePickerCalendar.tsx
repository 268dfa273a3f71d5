import type { DateValue } from 'react-aria';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  type CalendarProps,
  Heading,
} from 'react-aria-components';
import * as styles from './DatePicker.css.ts';
import { createGregorianCalendar } from './gregorian.ts';

/**
 * The month grid of the date picker's popover, its own chunk: fetched the first time a calendar is
 * opened. Value, range and focus come from the picker (react-aria's calendarProps).
 */
export default function DatePickerCalendar(props: CalendarProps<DateValue>) {
  return (
    <Calendar {...props} createCalendar={createGregorianCalendar}>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.calendarButton}>
          ‹
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.calendarButton}>
          ›
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </Calendar>
  );
}
