import { operationMessages } from '@gym/api-client/validation-messages';
import type { Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import { badRequest } from '../http/errors.ts';
import { insertInvoice } from '../invoices/queries.ts';
import { addDays, daysBetween } from '../time.ts';

/**
 * Freeze rules per pricing plan (decision 0047): a fee charged as an invoice of its own when a
 * freeze is made, and a limit of frozen days per calendar year (the gym's calendar, January to
 * December). A freeze falls under the plan of the membership period it starts in: the latest of
 * the client's membership invoices starting on or before its first day. Without one (a membership
 * set on the client form, or a plan deleted since) neither applies.
 */
export interface FreezeRules {
  plan_id: number | null;
  plan_name: string | null;
  fee: string | null;
  days_per_year: number | null;
}

const NO_RULES: FreezeRules = { plan_id: null, plan_name: null, fee: null, days_per_year: null };

export async function freezeRulesOf(
  db: Queryable,
  clientId: number,
  startDate: string,
): Promise<FreezeRules> {
  const row = await firstRow<FreezeRules>(
    db,
    `SELECT p.id AS plan_id, p.plan_name, p.freeze_fee::text AS fee, p.freeze_days_per_year AS days_per_year
       FROM invoices i LEFT JOIN pricing_plans p ON p.id = i.pricing_plan_id
      WHERE i.client_id = $1 AND i.freeze_id IS NULL AND i.membership_start_date <= $2::date
      ORDER BY i.membership_start_date DESC, i.id DESC LIMIT 1`,
    [clientId, startDate],
  );
  return row ?? NO_RULES;
}

/** The year of a YYYY-MM-DD date. */
const yearOf = (date: string) => Number(date.slice(0, 4));

/** Days the client has frozen in the calendar year (ended-early freezes count their frozen days only). */
export async function frozenDaysInYear(db: Queryable, clientId: number, year: number): Promise<number> {
  const row = await requiredRow<{ used: number }>(
    db,
    `SELECT COALESCE(sum(GREATEST(0, LEAST(f.start_date + f.days, make_date($2 + 1, 1, 1))
                                     - GREATEST(f.start_date, make_date($2, 1, 1)))), 0)::int AS used
       FROM membership_freezes f WHERE f.client_id = $1`,
    [clientId, year],
  );
  return row.used;
}

/** What a freeze from `startDate` would cost and how many frozen days are left in its year. */
export async function freezeAllowance(
  db: Queryable,
  clientId: number,
  startDate: string,
): Promise<Schemas['FreezeAllowance']> {
  const rules = await freezeRulesOf(db, clientId, startDate);
  const year = yearOf(startDate);
  const daysUsed = await frozenDaysInYear(db, clientId, year);
  return {
    planName: rules.plan_name,
    fee: rules.fee === null ? null : Number(rules.fee),
    daysPerYear: rules.days_per_year,
    year,
    daysUsed,
    daysLeft: rules.days_per_year === null ? null : Math.max(0, rules.days_per_year - daysUsed),
  };
}

/**
 * Refuses (400 naming `days`) a freeze of `days` days from `startDate` that would pass the plan's
 * limit in a calendar year it touches (one crossing 31 December counts its days in each year).
 */
export async function assertWithinYearlyLimit(
  db: Queryable,
  clientId: number,
  rules: FreezeRules,
  startDate: string,
  days: number,
): Promise<void> {
  const limit = rules.days_per_year;
  if (limit === null) return;
  const lastDay = addDays(startDate, days - 1);
  for (let year = yearOf(startDate); year <= yearOf(lastDay); year += 1) {
    const from = startDate > `${year}-01-01` ? startDate : `${year}-01-01`;
    const to = lastDay < `${year}-12-31` ? lastDay : `${year}-12-31`;
    const used = await frozenDaysInYear(db, clientId, year);
    if (used + daysBetween(from, to) + 1 > limit) {
      const message = operationMessages.freezeMembership.overLimit
        .replace('{left}', String(Math.max(0, limit - used)))
        .replace('{limit}', String(limit))
        .replace('{year}', String(year));
      throw badRequest('days', message);
    }
  }
}

/**
 * Charges the plan's freeze fee, if it has one, as an invoice of the client's dated the gym's today
 * (the day it is charged), naming the freeze and created by whoever froze; answers its id, or null
 * without a fee.
 */
export async function chargeFreezeFee(
  db: Queryable,
  client: { id: number; gym_id: number },
  rules: FreezeRules,
  { freezeId, today, userId }: { freezeId: number; today: string; userId: number },
): Promise<number | null> {
  if (rules.fee === null || rules.plan_id === null) return null;
  const fee = Number(rules.fee);
  return insertInvoice(
    db,
    client,
    {
      pricingPlanId: rules.plan_id,
      membershipStartDate: today,
      membershipEndDate: today,
      totalAmount: fee,
      discountedAmount: fee,
    },
    userId,
    freezeId,
  );
}
