const DAY_MS = 86_400_000;

const toUtcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** '2026-11-22' -> 'Nov 22, 2026' (date-only values are never shifted by the viewer's time zone). */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toUtcDay(date));
}

/** 'Month YYYY' for a month of the year, as the collections chart labels it. */
export function formatMonthYear(month: number, year: number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDay(to) - toUtcDay(from)) / DAY_MS);
}

/**
 * The client list's membership label: 'N days left' (success) when the end date is today or
 * later, otherwise 'N days expired' (critical), counting the expired days plus one as the
 * specification does.
 */
export function membershipLabel(
  endDate: string,
  today: string,
): { text: string; tone: 'success' | 'critical' } {
  const left = daysBetween(today, endDate);
  if (left >= 0) return { text: `${left} days left`, tone: 'success' };
  return { text: `${-left + 1} days expired`, tone: 'critical' };
}

/** Today's date (YYYY-MM-DD) on a gym's clock: in Kathmandu it turns at 18:15 UTC. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A date some whole months later (the forms' +1/3/6/12 months buttons); a day the target month
 * lacks becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A moment as a gym's clock shows it: 'Nov 22, 2026, 6:30 PM'. */
export function formatDateTime(moment: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(moment));
}
