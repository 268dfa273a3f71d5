import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import type { PlanValues, PricingPlanRow } from './plan-record.ts';

const valuesOf = (plan: PlanValues): unknown[] => [
  plan.planName,
  plan.monthlyPrice,
  plan.threeMonthPrice,
  plan.sixMonthPrice,
  plan.twelveMonthPrice,
  plan.extraFeatures,
  plan.freezeFee,
  plan.freezeDaysPerYear,
];

export async function planById(db: Queryable, id: number) {
  return firstRow<PricingPlanRow>(db, 'SELECT * FROM pricing_plans WHERE id = $1', [id]);
}

/** The plans of the given gyms, by name. */
export function plansOfGyms(db: Queryable, gymIds: number[]) {
  return db.query<PricingPlanRow>(
    'SELECT * FROM pricing_plans WHERE gym_id = ANY($1::int[]) ORDER BY lower(plan_name), id',
    [gymIds],
  );
}

export async function isPlanOfGym(db: Queryable, planId: number, gymId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM pricing_plans WHERE id = $1 AND gym_id = $2', [planId, gymId]);
  return rows.length > 0;
}

export async function insertPlan(db: Queryable, gymId: number, plan: PlanValues) {
  return requiredRow<PricingPlanRow>(
    db,
    `INSERT INTO pricing_plans (plan_name, monthly_price, three_month_price, six_month_price, twelve_month_price,
                                extra_features, freeze_fee, freeze_days_per_year, gym_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [...valuesOf(plan), gymId],
  );
}

export async function updatePlan(db: Queryable, planId: number, plan: PlanValues) {
  return firstRow<PricingPlanRow>(
    db,
    `UPDATE pricing_plans SET plan_name = $1, monthly_price = $2, three_month_price = $3, six_month_price = $4,
            twelve_month_price = $5, extra_features = $6, freeze_fee = $7, freeze_days_per_year = $8
      WHERE id = $9 RETURNING *`,
    [...valuesOf(plan), planId],
  );
}

/** Deletes the plan when it belongs to that gym; answers whether it did. */
export async function deletePlanOfGym(db: Queryable, planId: number, gymId: number): Promise<boolean> {
  const deleted = await db.query('DELETE FROM pricing_plans WHERE id = $1 AND gym_id = $2 RETURNING id', [
    planId,
    gymId,
  ]);
  return deleted.length > 0;
}
