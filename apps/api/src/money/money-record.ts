import type { Schemas } from '../contract.ts';
import type { DateTimeInput } from '../date-time-input.ts';
import { type PageQuery, pageOf } from '../http/paging.ts';

export interface MoneyFlowRow {
  id: number;
  gym_id: number;
  bill_no: string | null;
  transaction_date: Date;
  transaction_type: 'INCOME' | 'EXPENSE';
  tags: string[];
  amount: string;
  description: string | null;
  payment_id: number | null;
  /** The client and invoice of that payment, joined in (null for a flow not from a payment). */
  payment_client_id: number | null;
  payment_invoice_id: number | null;
}

/** A flow's values as a request gives them, once checked. */
export interface MoneyFlowValues {
  billNo: string | null;
  transactionDate: DateTimeInput;
  transactionType: 'INCOME' | 'EXPENSE';
  tags: string[];
  amount: number;
  description: string | null;
}

/** Sums by type and tag, as SQL answers them. */
export interface TagTotalRow {
  transaction_type: 'INCOME' | 'EXPENSE';
  tag: string;
  total: string;
}

export interface MoneyTotalsRow {
  income: string;
  expense: string;
  net: string;
  count: number;
}

export interface PeriodTotalsRow {
  period: string;
  income: string;
  expense: string;
  net: string;
}

export function toMoneyFlow(row: MoneyFlowRow): Schemas['MoneyFlow'] {
  return {
    id: row.id,
    gymId: row.gym_id,
    billNo: row.bill_no,
    transactionDate: row.transaction_date.toISOString(),
    transactionType: row.transaction_type,
    tags: row.tags,
    amount: Number(row.amount),
    description: row.description,
    paymentId: row.payment_id,
    clientId: row.payment_client_id,
    invoiceId: row.payment_invoice_id,
  };
}

/** `{tag: amount}` for one type, amounts already summed in SQL. */
const amountsByTag = (rows: TagTotalRow[], type: TagTotalRow['transaction_type']): Schemas['AmountByTag'] =>
  Object.fromEntries(
    rows.filter((row) => row.transaction_type === type).map((row) => [row.tag, Number(row.total)]),
  );

export function toDistribution(rows: TagTotalRow[]): Schemas['MoneyDistribution'] {
  return {
    incomeDistribution: amountsByTag(rows, 'INCOME'),
    expenseDistribution: amountsByTag(rows, 'EXPENSE'),
  };
}

export function toBasicInfo(row: MoneyTotalsRow): Schemas['MoneyBasicInfo'] {
  return {
    totalIncome: Number(row.income),
    totalExpense: Number(row.expense),
    netIncome: Number(row.net),
    transactionCount: row.count,
  };
}

export function toReportRow(row: PeriodTotalsRow): Schemas['AggregatedReportRow'] {
  return {
    period: row.period,
    totalIncome: Number(row.income),
    totalExpense: Number(row.expense),
    netIncome: Number(row.net),
  };
}

/** A page of flows, with the extra top-level fields the specification reads. */
export function toMoneyFlowPage(
  rows: MoneyFlowRow[],
  total: number,
  page: PageQuery,
): Schemas['MoneyFlowPage'] {
  const answer = pageOf(rows.map(toMoneyFlow), total, page);
  const { totalPages } = answer.paginationResponse;
  return { ...answer, pageNo: page.pageNo, totalPages, last: page.pageNo >= totalPages - 1 };
}
