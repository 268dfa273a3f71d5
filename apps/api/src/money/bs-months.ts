import { toBikramSambat } from '@gym/dates';
import type { PeriodTotalsRow } from './money-record.ts';

/** An amount of the database (numeric(14, 2), as text) in whole cents, exactly. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = (total: number) => (total / 100).toFixed(2);

/**
 * Daily totals ('YYYY-MM-DD', the gym's AD days, oldest first) summed by the Bikram Sambat month
 * each day falls in ('2083-08' is Mangsir 2083): a gym that reads BS reads its monthly report by
 * its own months. Sums are in whole cents, so a month's total is exactly its days' totals.
 */
export function totalsByBsMonth(days: readonly PeriodTotalsRow[]): PeriodTotalsRow[] {
  const months = new Map<string, { income: number; expense: number; net: number }>();
  for (const day of days) {
    const { year, month } = toBikramSambat(day.period);
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const sum = months.get(key) ?? { income: 0, expense: 0, net: 0 };
    sum.income += cents(day.income);
    sum.expense += cents(day.expense);
    sum.net += cents(day.net);
    months.set(key, sum);
  }
  // Days come oldest first, and BS months follow AD days in order, so the map keeps that order.
  return [...months].map(([period, sum]) => ({
    period,
    income: amountOf(sum.income),
    expense: amountOf(sum.expense),
    net: amountOf(sum.net),
  }));
}
