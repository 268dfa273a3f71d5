import { daysBetween } from '@gym/dates';

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
