/**
 * Dates as the journeys expect to read them, worked out by Intl itself rather than by the app's own
 * date module, so a journey checks the app against an independent answer.
 */

/** The day of an instant on a zone's clock as people read it ('Nov 26, 2026'). */
export const dayIn = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    instant,
  );

/** A date (YYYY-MM-DD) as the app writes it in AD: '2026-11-22' -> 'Nov 22, 2026'. */
export const readableDate = (date: string) => dayIn('UTC', new Date(`${date}T00:00:00Z`));

/** A date (YYYY-MM-DD) a number of days from today on Kathmandu's clock: 0 is today. */
export function kathmanduDay(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(day);
}
