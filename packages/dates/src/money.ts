// Amounts as a person reads them, beside dates: the app's screens and the server's SMS
// ({amount_due} in the dues reminder) write money through this one rule.
export const CURRENCIES = ['NPR', 'LKR', 'INR', 'PKR', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const SYMBOLS: Record<Currency, string> = { NPR: 'Rs', LKR: 'Rs', INR: '₹', PKR: 'Rs', AUD: 'A$' };
// South Asian digit grouping (1,00,000) is what gym owners in Nepal, India and Pakistan read;
// Sri Lanka and Australia group by thousands.
export const GROUPING: Record<Currency, string> = {
  NPR: 'en-IN',
  LKR: 'en-LK',
  INR: 'en-IN',
  PKR: 'en-IN',
  AUD: 'en-AU',
};

/** An amount's digits grouped as the currency's country reads them: whole without decimals, else two. */
export function groupDigits(amount: number, currency: Currency = 'NPR'): string {
  return new Intl.NumberFormat(GROUPING[currency], {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** 'Rs 1,500' / 'Rs 1,00,000.50' / '₹ 2,500': whole amounts without decimals, others with two. */
export function formatMoney(amount: number, currency: Currency = 'NPR'): string {
  return `${amount < 0 ? '-' : ''}${SYMBOLS[currency]} ${groupDigits(Math.abs(amount), currency)}`;
}

/** The chart axis and tooltip form: 12,500 -> '12.5k'. */
export function formatThousands(amount: number): string {
  return `${(amount / 1000).toFixed(1)}k`;
}
