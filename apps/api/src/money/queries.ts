import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow, instantOf, requiredRow } from '../db/sql.ts';
import { type PageQuery, queryPage, sqlOrder } from '../http/paging.ts';
import type { MoneyFilter } from './filters.ts';
import type {
  MoneyFlowRow,
  MoneyFlowValues,
  MoneyTotalsRow,
  PeriodTotalsRow,
  TagTotalRow,
} from './money-record.ts';

type FlowSort = Pick<QueryOf<'searchMoneyFlows'>, 'sortBy' | 'sortOrder'>;
type ReportType = QueryOf<'getMoneyFlowAggregatedReport'>['reportType'];

/** The unique index that keeps an income's bill number once per gym (migration 020). */
export const INCOME_BILL_NO_INDEX = 'money_flows_income_bill_no_key';

/** Flows are money_flows m joined to their gym g, whose time zone reads local times and days. */
const FLOWS = 'money_flows m JOIN gyms g ON g.id = m.gym_id';
/** A listed flow's columns: its own and the client and invoice of the payment it mirrors (p, joined). */
const WITH_PAYMENT_LINK = 'm.*, p.client_id AS payment_client_id, p.invoice_id AS payment_invoice_id';
const PAYMENTS = 'LEFT JOIN payments p ON p.id = m.payment_id';
/** A flow the owner wrote (added, or edited: mirrored flows are not) mirrors no payment. */
const NO_PAYMENT_LINK = 'm.*, NULL::int AS payment_client_id, NULL::int AS payment_invoice_id';
const SORT_COLUMNS: Record<FlowSort['sortBy'], string> = {
  transactionDate: 'm.transaction_date',
  amount: 'm.amount',
  billNo: 'm.bill_no',
  transactionType: 'm.transaction_type',
};
const PERIOD_FORMATS: Record<ReportType, string> = { MONTHLY: 'YYYY-MM', DAILY: 'YYYY-MM-DD' };

/** The SQL condition on m (and g) of a gym's flows that the filter covers, with its parameters. */
function whereOf(gymId: number, filter: MoneyFilter = {}) {
  const conditions = ['m.gym_id = $1'];
  const params: unknown[] = [gymId];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.transactionType) add((p) => `m.transaction_type = ${p}`, filter.transactionType);
  const { start, end } = filter;
  if (start) add((p) => `m.transaction_date >= ${instantOf(start, p)}`, start.text);
  if (end) add((p) => `m.transaction_date <= ${instantOf(end, p)}`, end.text);
  // Tags match whatever the case, as a gym's tags are one per name.
  if (filter.tags?.length) {
    add(
      (p) =>
        `EXISTS (SELECT FROM unnest(m.tags) AS t(tag) WHERE lower(t.tag) IN (SELECT lower(unnest(${p}::text[]))))`,
      filter.tags,
    );
  }
  return { where: conditions.join(' AND '), params };
}

export async function moneyFlowById(db: Queryable, id: number) {
  return firstRow<MoneyFlowRow>(
    db,
    `SELECT ${WITH_PAYMENT_LINK} FROM money_flows m ${PAYMENTS} WHERE m.id = $1`,
    [id],
  );
}

export function flowsOfGym(
  db: Queryable,
  gymId: number,
  filter: MoneyFilter,
  sort: FlowSort,
  page: PageQuery,
) {
  const { where, params } = whereOf(gymId, filter);
  return queryPage<MoneyFlowRow>(
    db,
    {
      columns: WITH_PAYMENT_LINK,
      from: `${FLOWS} ${PAYMENTS} WHERE ${where}`,
      orderBy: `${SORT_COLUMNS[sort.sortBy]} ${sqlOrder(sort.sortOrder)}, m.id`,
    },
    params,
    page,
  );
}

export async function tagsOfGym(db: Queryable, gymId: number): Promise<string[]> {
  const rows = await db.query<{ tag: string }>(
    'SELECT DISTINCT unnest(tags) AS tag FROM money_flows WHERE gym_id = $1 ORDER BY 1',
    [gymId],
  );
  return rows.map((row) => row.tag);
}

/**
 * Income and expense per tag. A flow with several tags is split equally among them in whole cents,
 * its first tags taking the odd cents, so a side's tags add up to exactly its total (decision 0024).
 */
export function totalsByTag(db: Queryable, gymId: number, filter?: MoneyFilter) {
  const { where, params } = whereOf(gymId, filter);
  return db.query<TagTotalRow>(
    `SELECT transaction_type, tag, (sum(share) / 100)::numeric(14, 2) AS total
       FROM (SELECT m.transaction_type, t.tag,
                    c.cents / cardinality(m.tags) + (t.ord <= c.cents % cardinality(m.tags))::int AS share
               FROM ${FLOWS}, LATERAL (SELECT (m.amount * 100)::bigint AS cents) AS c,
                    unnest(m.tags) WITH ORDINALITY AS t(tag, ord)
              WHERE ${where}) AS shares
      GROUP BY transaction_type, tag ORDER BY tag`,
    params,
  );
}

/** Total income, expense and net of all the gym's flows. */
export async function moneyTotals(db: Queryable, gymId: number): Promise<MoneyTotalsRow> {
  const [row] = await db.query<MoneyTotalsRow>(
    `SELECT income, expense, income - expense AS net, count
       FROM (SELECT COALESCE(sum(amount) FILTER (WHERE transaction_type = 'INCOME'), 0) AS income,
                    COALESCE(sum(amount) FILTER (WHERE transaction_type = 'EXPENSE'), 0) AS expense,
                    count(*)::int AS count
               FROM money_flows WHERE gym_id = $1) AS totals`,
    [gymId],
  );
  return row ?? { income: '0', expense: '0', net: '0', count: 0 };
}

/** Income, expense and net per month or day of the gym's own calendar, oldest first. */
export function totalsByPeriod(db: Queryable, gymId: number, filter: MoneyFilter, reportType: ReportType) {
  const { where, params } = whereOf(gymId, filter);
  return db.query<PeriodTotalsRow>(
    `SELECT to_char(m.transaction_date AT TIME ZONE g.time_zone, '${PERIOD_FORMATS[reportType]}') AS period,
            COALESCE(sum(m.amount) FILTER (WHERE m.transaction_type = 'INCOME'), 0) AS income,
            COALESCE(sum(m.amount) FILTER (WHERE m.transaction_type = 'EXPENSE'), 0) AS expense,
            sum(CASE m.transaction_type WHEN 'INCOME' THEN m.amount ELSE -m.amount END) AS net
       FROM ${FLOWS} WHERE ${where} GROUP BY 1 ORDER BY 1`,
    params,
  );
}

const valuesOf = (flow: MoneyFlowValues): unknown[] => [
  flow.billNo,
  flow.transactionDate.text,
  flow.transactionType,
  flow.tags,
  flow.amount,
  flow.description,
];

export async function insertFlow(db: Queryable, gymId: number, flow: MoneyFlowValues) {
  return requiredRow<MoneyFlowRow>(
    db,
    `INSERT INTO money_flows AS m (bill_no, transaction_date, transaction_type, tags, amount, description, gym_id)
     SELECT $1, ${instantOf(flow.transactionDate, '$2')}, $3, $4, $5, $6, g.id FROM gyms g WHERE g.id = $7
     RETURNING ${NO_PAYMENT_LINK}`,
    [...valuesOf(flow), gymId],
  );
}

export async function updateFlow(db: Queryable, id: number, flow: MoneyFlowValues) {
  return firstRow<MoneyFlowRow>(
    db,
    `UPDATE money_flows m SET bill_no = $1, transaction_date = ${instantOf(flow.transactionDate, '$2')},
            transaction_type = $3, tags = $4, amount = $5, description = $6
       FROM gyms g WHERE g.id = m.gym_id AND m.id = $7 RETURNING ${NO_PAYMENT_LINK}`,
    [...valuesOf(flow), id],
  );
}

export async function deleteFlow(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM money_flows WHERE id = $1', [id]);
}
