import type { Schemas } from '../contract.ts';
import type { MoneyTotalsRow, TagTotalRow } from '../money/money-record.ts';
import { toBasicInfo, toDistribution } from '../money/money-record.ts';

export interface DashboardCountsRow {
  total: number;
  active: number;
  expired: number;
  inactive: number;
  this_month: string;
  to_date: string;
  outstanding: string;
}

export interface MonthlyPaymentRow {
  year: number;
  month: number;
  total: string;
}

export function toDashboardCards(row: DashboardCountsRow | undefined): Schemas['DashboardCards'] {
  return {
    totalUsers: row?.total ?? 0,
    totalActiveMembers: row?.active ?? 0,
    totalExpiredMembers: row?.expired ?? 0,
    totalInactiveMembers: row?.inactive ?? 0,
    totalRevenueThisMonth: Number(row?.this_month ?? 0),
    totalRevenueToDate: Number(row?.to_date ?? 0),
    totalOutstanding: Number(row?.outstanding ?? 0),
  };
}

export function toMonthlyPayment(row: MonthlyPaymentRow): Schemas['MonthlyPayment'] {
  return { year: row.year, month: row.month, total: Number(row.total) };
}

export function toFinancialSummary(
  totals: MoneyTotalsRow,
  byTag: TagTotalRow[],
): Schemas['FinancialSummary'] {
  const { totalIncome, totalExpense, netIncome } = toBasicInfo(totals);
  const { incomeDistribution, expenseDistribution } = toDistribution(byTag);
  return {
    totalIncome,
    totalExpense,
    netIncome,
    incomeByTag: incomeDistribution,
    expenseByTag: expenseDistribution,
  };
}
