export { CURRENCIES, type Currency, formatMoney, groupDigits } from '@gym/dates';

/** The chart axis and tooltip form: 12,500 -> '12.5k'. */
export function formatThousands(amount: number): string {
  return `${(amount / 1000).toFixed(1)}k`;
}
