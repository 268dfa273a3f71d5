// Building a formatter costs far more than using one, and "today" is asked on every request.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date as YYYY-MM-DD in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
