import type { Calendar } from '@gym/dates';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import * as styles from './AttendanceCalendar.css.ts';
import { ATTENDANCE_CALENDAR_TEXTS } from './attendance-calendar-texts.ts';
import {
  addMonths,
  clampMonth,
  dayState,
  formatLongDate,
  monthDiff,
  monthGrid,
  monthRange,
  monthSystemOf,
  monthTitle,
  nextFocusDate,
  type Punch,
  punchesByDay,
  punchText,
  WEEKDAYS,
  weekday,
  type YearMonth,
} from './calendar.ts';

export type { DayState, Punch, YearMonth } from './calendar.ts';

export interface AttendanceCalendarProps {
  /** The month shown (controlled): month 1 to 12, of the calendar's own years (BS 2083 month 8 is Mangsir). */
  month: YearMonth;
  /** The gym's calendar: AD's months, or BS's for 'BS' and 'BS_AD' (the days' names then add the AD date). */
  calendar?: Calendar;
  /** The client's door events; those of other months are ignored. */
  punches: readonly Punch[];
  /** YYYY-MM-DD in the gym's time zone: days before it without punches are absent. */
  today: string;
  /** The client's joining day (YYYY-MM-DD): days before it are not absences. */
  joined?: string | null;
  /** Called with the month to show, from the selectors, the arrows or the keyboard. */
  onMonthChange: (month: YearMonth) => void;
  /** How many years the year selector offers, the current one included (the specification: 5). */
  years?: number;
}

const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;

/**
 * A client's attendance for one month, Sunday first: present days green with a tooltip of each
 * status and time, absent days red, later days plain. The days form one keyboard stop: arrows move a
 * day or a week, Home/End to the week's ends, Page Up/Down a month (crossing months changes the
 * month shown), Escape hides the tooltip.
 */
export function AttendanceCalendar({
  month,
  punches,
  today,
  joined = null,
  onMonthChange,
  years = 5,
  calendar = 'AD',
}: AttendanceCalendarProps) {
  const texts = useUiTexts(ATTENDANCE_CALENDAR_TEXTS);
  const id = useId();
  const system = monthSystemOf(calendar);
  const { monthOf, dayOfMonth } = system;
  const range = useMemo(() => monthRange(today, years, system), [today, years, system]);
  const weeks = useMemo(() => monthGrid(month, system), [month, system]);
  const byDay = useMemo(() => punchesByDay(punches), [punches]);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const pendingFocus = useRef<string | null>(null);

  const defaultFocus = () => {
    const todayMonth = monthOf(today);
    return sameMonth(todayMonth, month) ? today : (weeks.flat().find((d) => d !== null) ?? today);
  };
  const [focusDate, setFocusDate] = useState<string>(defaultFocus);
  // The roving tab stop: the last focused day while it is in the month shown.
  const tabStop = sameMonth(monthOf(focusDate), month) ? focusDate : defaultFocus();

  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [tooltipHidden, setTooltipHidden] = useState(false);
  const active = tooltipHidden ? null : (hovered ?? focused);
  const presentDays = weeks.flat().filter((date): date is string => {
    return date !== null && dayState(date, byDay.get(date)?.length ?? 0, today, joined) === 'present';
  });
  const tooltipDay = active !== null && presentDays.includes(active) ? active : null;

  // Where the shown tooltip goes: over its day, measured in the grid area.
  const gridArea = useRef<HTMLDivElement>(null);
  const [tooltipPlace, setTooltipPlace] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const cell = tooltipDay ? cells.current.get(tooltipDay) : undefined;
    const area = gridArea.current;
    if (!tooltipDay || !cell || !area) {
      setTooltipPlace(null);
      return;
    }
    const place = () => {
      const day = cell.getBoundingClientRect();
      const bounds = area.getBoundingClientRect();
      const column = weekday(tooltipDay);
      const x = column === 0 ? day.left : column === 6 ? day.right : day.left + day.width / 2;
      setTooltipPlace({ left: x - bounds.left, top: day.top - bounds.top });
    };
    place();
    // The grid may change size while the tooltip shows (a turned phone, a narrower window).
    const resized = new ResizeObserver(place);
    resized.observe(area);
    return () => resized.disconnect();
  }, [tooltipDay]);

  // After the keyboard crossed into another month, focus follows once that month is shown.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target && sameMonth(monthOf(target), month)) {
      pendingFocus.current = null;
      cells.current.get(target)?.focus();
    }
  }, [month, monthOf]);

  const showMonth = (next: YearMonth) => {
    const clamped = clampMonth(next, range);
    if (!sameMonth(clamped, month)) onMonthChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Escape') {
      setTooltipHidden(true);
      return;
    }
    const next = nextFocusDate(tabStop, event.key, system);
    if (!next) return;
    event.preventDefault();
    const nextMonth = monthOf(next);
    if (!sameMonth(clampMonth(nextMonth, range), nextMonth)) return; // outside the months offered
    setFocusDate(next);
    setTooltipHidden(false);
    if (sameMonth(nextMonth, month)) {
      cells.current.get(next)?.focus();
    } else {
      pendingFocus.current = next;
      onMonthChange(nextMonth);
    }
  };

  const monthOptions = system.monthNames.map((name, i) => ({ id: i + 1, label: name }));
  const disabledMonths = monthOptions
    .filter((option) => {
      const candidate = { year: month.year, month: option.id };
      return !sameMonth(clampMonth(candidate, range), candidate);
    })
    .map((option) => option.id);
  const yearOptions = Array.from({ length: range.last.year - range.first.year + 1 }, (_, i) => {
    const year = range.last.year - i;
    return { id: year, label: String(year) };
  });

  let presentCount = 0;
  let absentCount = 0;
  for (const date of weeks.flat()) {
    if (!date) continue;
    const state = dayState(date, byDay.get(date)?.length ?? 0, today, joined);
    if (state === 'present') presentCount++;
    if (state === 'absent') absentCount++;
  }

  const captionId = `${id}-caption`;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.previous}>
          <IconButton
            label={texts.previousMonth}
            isDisabled={monthDiff(range.first, month) <= 0}
            onPress={() => showMonth(addMonths(month, -1))}
          >
            ‹
          </IconButton>
        </div>
        <div className={styles.selector}>
          <Select
            label={texts.month}
            options={monthOptions}
            selectedKey={month.month}
            disabledKeys={disabledMonths}
            onSelectionChange={(key) => showMonth({ year: month.year, month: Number(key) })}
          />
        </div>
        <div className={styles.selector}>
          <Select
            label={texts.year}
            options={yearOptions}
            selectedKey={month.year}
            onSelectionChange={(key) => showMonth({ year: Number(key), month: month.month })}
          />
        </div>
        <div className={styles.next}>
          <IconButton
            label={texts.nextMonth}
            isDisabled={monthDiff(month, range.last) <= 0}
            onPress={() => showMonth(addMonths(month, 1))}
          >
            ›
          </IconButton>
        </div>
      </div>

      {/* The grid's name; announced when the month changes. */}
      <div id={captionId} className={visuallyHidden} aria-live="polite">
        {`Attendance, ${monthTitle(month, calendar)}`}
      </div>
      <div ref={gridArea} className={styles.gridArea}>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role grid is the ARIA date-grid pattern (one Tab stop, arrow keys between days) */}
        <table role="grid" aria-labelledby={captionId} className={styles.grid} onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday.short} scope="col" className={styles.weekday} aria-label={weekday.long}>
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find((d) => d !== null)}>
                {week.map((date, column) => {
                  if (!date) {
                    // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has only its column
                    return <td key={`blank-${column}`} className={styles.blank} />;
                  }
                  const dayPunches = byDay.get(date) ?? [];
                  const state = dayState(date, dayPunches.length, today, joined);
                  const tooltipId = `${id}-${date}`;
                  const withTooltip = state === 'present';
                  return (
                    <td
                      key={date}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the date grid (see the table above)
                      role="gridcell"
                      ref={(cell) => {
                        if (cell) cells.current.set(date, cell);
                        else cells.current.delete(date);
                      }}
                      tabIndex={date === tabStop ? 0 : -1}
                      className={styles.day}
                      aria-label={`${formatLongDate(date, calendar)}, ${stateWords[state]}`}
                      aria-describedby={withTooltip ? tooltipId : undefined}
                      aria-current={date === today ? 'date' : undefined}
                      data-date={date}
                      data-state={state}
                      data-column={column}
                      data-today={date === today || undefined}
                      data-active={(withTooltip && active === date) || undefined}
                      onPointerEnter={() => {
                        setHovered(date);
                        setTooltipHidden(false);
                      }}
                      onPointerLeave={() => setHovered((current) => (current === date ? null : current))}
                      onFocus={() => {
                        setFocusDate(date);
                        setFocused(date);
                      }}
                      onBlur={() => setFocused((current) => (current === date ? null : current))}
                    >
                      <span className={styles.dayNumber} aria-hidden="true">
                        {dayOfMonth(date)}
                      </span>
                      <span className={styles.mark} aria-hidden="true">
                        {marks[state]}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {presentDays.map((date) => {
          const shown = date === tooltipDay && tooltipPlace !== null;
          return (
            <div
              key={date}
              id={`${id}-${date}`}
              role="tooltip"
              className={styles.tooltip}
              data-column={weekday(date)}
              data-active={shown || undefined}
              style={shown ? tooltipPlace : undefined}
              // The pointer may move onto the tooltip without it closing.
              onPointerEnter={() => setHovered(date)}
              onPointerLeave={() => setHovered((current) => (current === date ? null : current))}
            >
              <span className={styles.tooltipTitle}>{texts.present}</span>
              <ul className={styles.tooltipList}>
                {(byDay.get(date) ?? []).map((punch, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two identical punches may exist
                  <li key={index}>{punchText(punch)}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>

      <ul className={styles.legend}>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-state="present" aria-hidden="true">
            {marks.present}
          </span>
          Present: {presentCount} {presentCount === 1 ? 'day' : 'days'}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-state="absent" aria-hidden="true">
            {marks.absent}
          </span>
          Absent: {absentCount} {absentCount === 1 ? 'day' : 'days'}
        </li>
      </ul>
    </div>
  );
}

const stateWords = {
  present: 'present',
  absent: 'absent',
  today: 'today, no check-in yet',
  future: 'upcoming',
  before: 'before joining',
};
const marks = { present: '✓', absent: '✕', today: '', future: '', before: '' };
