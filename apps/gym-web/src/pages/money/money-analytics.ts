import type { components } from '@gym/api-client';
import { type DateFormatOptions, type DonutDatum, formatDate, formatMonth } from '@gym/ui';
import type { LoadingQuery } from '../../app/QueryState.tsx';

export type ReportType = 'MONTHLY' | 'DAILY';
export type ReportView = 'graph' | 'table';
type Distribution = components['schemas']['MoneyDistribution'];
type AmountByTag = components['schemas']['AmountByTag'];

/**
 * A report row's period as people read it: 'November 2026' (MONTHLY) or 'Nov 3, 2026' (DAILY), in
 * the gym's calendar. The server sums a MONTHLY report by the gym's own months ('2083-08', Mangsir
 * 2083, for a gym that reads BS; '2026-11' for AD), so the month is written in that calendar.
 */
export function periodLabel(period: string, reportType: ReportType, dates: DateFormatOptions): string {
  if (reportType === 'DAILY') return formatDate(period, dates);
  const [year = 0, month = 1] = period.split('-').map(Number);
  return formatMonth({ year, month }, dates);
}

/** One side (income or expense) of the distribution query, as a query of its own for QueryState. */
export function tagTotals(
  query: LoadingQuery<Distribution>,
  side: keyof Distribution,
): LoadingQuery<AmountByTag> {
  return { ...query, data: query.data?.[side] };
}

/** A tag-to-amount map as donut slices, largest first. */
export const distributionData = (amounts: AmountByTag): DonutDatum[] =>
  Object.entries(amounts)
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => b.value - a.value);
