import type { Queryable } from '../db/database.ts';
import type { MoneyFilters } from './filters.ts';
import { amountsByTag } from './money-record.ts';

/** Income and expense per tag, summed in SQL; a flow with several tags counts under each of them. */
export async function distributionByTag(db: Queryable, filters: MoneyFilters) {
  const rows = await db.query<{ transaction_type: string; tag: string; total: string }>(
    `SELECT m.transaction_type, tag, sum(m.amount) AS total
       FROM money_flows m JOIN gyms g ON g.id = m.gym_id, unnest(m.tags) AS tag
      WHERE ${filters.where} GROUP BY m.transaction_type, tag ORDER BY tag`,
    filters.params,
  );
  const of = (type: string) => amountsByTag(rows.filter((row) => row.transaction_type === type));
  return { incomeDistribution: of('INCOME'), expenseDistribution: of('EXPENSE') };
}

/** Total income, expense and net of a gym's money flows. */
export async function moneyTotals(db: Queryable, gymId: number) {
  const [row] = await db.query<{ income: string; expense: string; count: number }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE transaction_type = 'INCOME'), 0) AS income,
            COALESCE(sum(amount) FILTER (WHERE transaction_type = 'EXPENSE'), 0) AS expense,
            count(*)::int AS count
       FROM money_flows WHERE gym_id = $1`,
    [gymId],
  );
  const cents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);
  return {
    totalIncome: Number(row?.income ?? 0),
    totalExpense: Number(row?.expense ?? 0),
    netIncome: (cents(row?.income) - cents(row?.expense)) / 100,
    transactionCount: row?.count ?? 0,
  };
}
