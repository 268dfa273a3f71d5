import { formatMonth } from '@gym/dates';
import { type Currency, formatThousands, groupDigits } from '../../format/money.ts';

/** One bar: its category label (e.g. 'November 2026') and its value. */
export interface BarDatum {
  label: string;
  value: number;
}

/** Axis ticks in thousands: 12000 -> '12k', 2500 -> '2.5k', 0 -> '0'. */
export function formatAxisThousands(value: number): string {
  if (value === 0) return '0';
  const thousands = Math.round((value / 1000) * 10) / 10;
  return `${thousands}k`;
}

/** Whole-number ticks for counts (SMS sent, days attended): 1200 -> '1,200'. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}

/**
 * The collections tooltip, 'NPR amount (x.xk)' in the gym's currency: 12500 -> 'NPR 12,500 (12.5k)',
 * in Sri Lanka 'LKR 150,000 (150.0k)'.
 */
export function collectionsTooltip(amount: number, currency: Currency = 'NPR'): string {
  return `${currency} ${groupDigits(amount, currency)} (${formatThousands(amount)})`;
}

/** Monthly rows as bars labelled 'Month YYYY', in the order given. */
export function monthlyBars(rows: readonly { year: number; month: number; value: number }[]): BarDatum[] {
  return rows.map((row) => ({ label: formatMonth(row), value: row.value }));
}

/** Whether a chart has anything to draw: some value above zero. */
export function hasValues(data: readonly { value: number }[]): boolean {
  return data.some((d) => d.value > 0);
}
