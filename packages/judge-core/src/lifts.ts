/**
 * The three lifts in competition order and a lifter's attempts of each. Attempts are numbered 1 to
 * 3 everywhere, as the contract and the specification number them; only these accessors turn an
 * attempt number into an array position.
 */
import type { AttemptStatus, Lift, LifterData } from './feed-shapes.ts';

export const LIFTS = ['S', 'B', 'D'] as const satisfies readonly Lift[];
export const LIFT_LABELS: Record<Lift, string> = { S: 'Squat', B: 'Bench', D: 'Deadlift' };
/** The specification's three attempts per lift. */
export const ATTEMPTS = [1, 2, 3] as const;

export const WEIGHT_KEYS = { S: 'squatKg', B: 'benchKg', D: 'deadliftKg' } as const;
export const STATUS_KEYS = { S: 'squatStatus', B: 'benchStatus', D: 'deadliftStatus' } as const;

/** The declared weight of an attempt (1 to 3), or null when none is declared. */
export const attemptWeight = (lifter: LifterData, lift: Lift, attempt: number): number | null =>
  lifter[WEIGHT_KEYS[lift]][attempt - 1] ?? null;

export const attemptStatus = (lifter: LifterData, lift: Lift, attempt: number): AttemptStatus =>
  lifter[STATUS_KEYS[lift]][attempt - 1] ?? 0;

/** The current attempt (1 to 3) of a lift: the first one still pending, or null when none is. */
export function currentAttempt(lifter: LifterData | null, lift: Lift): number | null {
  const position = lifter?.[STATUS_KEYS[lift]].indexOf(0) ?? -1;
  return position === -1 ? null : position + 1;
}

/** The lifter with one attempt's weight and/or status changed (what the table operator sets). */
export function setAttempt(
  lifter: LifterData,
  lift: Lift,
  attempt: number,
  change: { weightKg?: number | null; status?: AttemptStatus },
): LifterData {
  const weights = [...lifter[WEIGHT_KEYS[lift]]];
  const statuses = [...lifter[STATUS_KEYS[lift]]];
  if (change.weightKg !== undefined) weights[attempt - 1] = change.weightKg;
  if (change.status !== undefined) statuses[attempt - 1] = change.status;
  return { ...lifter, [WEIGHT_KEYS[lift]]: weights, [STATUS_KEYS[lift]]: statuses };
}
