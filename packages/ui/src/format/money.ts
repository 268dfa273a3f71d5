export const CURRENCIES = ['NPR', 'LKR', 'INR', 'PKR', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const SYMBOLS: Record<Currency, string> = { NPR: 'Rs', LKR: 'Rs', INR: '₹', PKR: 'Rs', AUD: 'A$' };
// South Asian digit grouping (1,00,000) is what gym owners in Nepal, India and Pakistan read;
// Sri Lanka and Australia group by thousands.
const GROUPING: Record<Currency, string> = {
  NPR: 'en-IN',
  LKR: 'en-LK',
  INR: 'en-IN',
  PKR: 'en-IN',
  AUD: 'en-AU',
};

/** 'Rs 1,500' / 'Rs 1,00,000.50' / '₹ 2,500': whole amounts without decimals, others with two. */
export function formatMoney(amount: number, currency: Currency = 'NPR'): string {
  const whole = Number.isInteger(amount);
  const digits = new Intl.NumberFormat(GROUPING[currency], {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${SYMBOLS[currency]} ${digits}`;
}

/** The chart axis and tooltip form: 12,500 -> '12.5k'. */
export function formatThousands(amount: number): string {
  return `${(amount / 1000).toFixed(1)}k`;
}
