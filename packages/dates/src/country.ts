/**
 * The countries whose gyms the platform serves, and how a gym's country is known: a gym keeps its
 * country as its time zone (the gym form sets both from the country chosen, and the zone also chose
 * its currency). One definition for the phone rules (@gym/api-client's field rules) and the numbers
 * that leave the product (@gym/sms-segments' calling codes).
 */
export type CountryCode = 'NP' | 'LK' | 'IN' | 'PK' | 'AU';

/** Each country's calling code (ITU-T E.164), without '+'. */
export const CALLING_CODES: Record<CountryCode, string> = {
  NP: '977',
  LK: '94',
  IN: '91',
  PK: '92',
  AU: '61',
};

/** The country of a gym's time zone; undefined for a zone of none of them. */
export function countryOfTimeZone(timeZone: string | null | undefined): CountryCode | undefined {
  if (timeZone === 'Asia/Kathmandu' || timeZone === 'Asia/Katmandu') return 'NP';
  if (timeZone === 'Asia/Colombo') return 'LK';
  if (timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta') return 'IN';
  if (timeZone === 'Asia/Karachi') return 'PK';
  if (timeZone?.startsWith('Australia/')) return 'AU';
  return undefined;
}
