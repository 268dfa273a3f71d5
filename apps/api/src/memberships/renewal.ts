/**
 * Where a client's next membership starts unless the owner chooses otherwise (decision 0028): a
 * renewal continues the running membership on the day it ends (as the specification's quick button
 * 'last membership end date' does), so no paid-up day is lost; a membership that has ended (or
 * none at all) is followed from the gym's today. Dates are YYYY-MM-DD on the gym's calendar; a
 * membership ending today is still running.
 */
export function renewalStart(membershipEnd: string | null, today: string): string {
  return membershipEnd !== null && membershipEnd >= today ? membershipEnd : today;
}
