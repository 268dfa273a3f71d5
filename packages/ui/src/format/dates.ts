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
