import type { components } from '@gym/api-client';
import { type Currency, formatDateTime, formatMoney, todayIn } from '@gym/ui';
import { useSession } from '../session/session-store.ts';

// The contract's currencies are exactly those the design system formats.
type SameCurrencies = [components['schemas']['Currency']] extends [Currency]
  ? [Currency] extends [components['schemas']['Currency']]
    ? true
    : false
  : false;
true satisfies SameCurrencies; // false, a type error, if the contract's currencies and the formatter's differ

/** Before a gym is chosen (or in a session saved before gyms had them): Nepal's rupee and clock. */
const FALLBACK = { currency: 'NPR', timeZone: 'Asia/Kathmandu' } as const;

/** The selected gym's money and clock: amounts in its currency, today and times on its time zone. */
export function useGymFormat() {
  const { gym } = useSession();
  const currency = gym.gymCurrency ?? FALLBACK.currency;
  const timeZone = gym.gymTimeZone ?? FALLBACK.timeZone;
  return {
    currency,
    timeZone,
    money: (amount: number) => formatMoney(amount, currency),
    today: () => todayIn(timeZone),
    dateTime: (moment: string) => formatDateTime(moment, timeZone),
  };
}
