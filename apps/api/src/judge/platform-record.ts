import type { AttemptStatus, Lift, PlatformState, ReasonCard } from '@gym/judge-core';

/** A meet_platforms row (migration 008). Numerics arrive as strings or numbers depending on the driver. */
export interface PlatformRow {
  id: number;
  meet_id: number;
  number: number;
  referee_code: string;
  has_lifter: boolean;
  lifter_name: string | null;
  lifter_age: number | null;
  country_code: string | null;
  divisions: string[];
  bodyweight_kg: string | number | null;
  squat_kg: (string | number | null)[];
  bench_kg: (string | number | null)[];
  deadlift_kg: (string | number | null)[];
  squat_status: number[];
  bench_status: number[];
  deadlift_status: number[];
  lift: Lift;
  attempt: number | null;
  referee_1: boolean | null;
  referee_2: boolean | null;
  referee_3: boolean | null;
  card_1: number | null;
  card_2: number | null;
  card_3: number | null;
  lights_until: Date | null;
}

const kg = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);
const weights = (values: (string | number | null)[]) => values.map(kg);
const statuses = (values: number[]) => values.map((value) => value as AttemptStatus);
const card = (value: number | null) => value as ReasonCard | null;

export function toPlatformState(row: PlatformRow): PlatformState {
  return {
    lifter: row.has_lifter
      ? {
          name: row.lifter_name,
          age: row.lifter_age,
          countryCode: row.country_code,
          divisions: row.divisions,
          bodyweightKg: kg(row.bodyweight_kg),
          squatKg: weights(row.squat_kg),
          benchKg: weights(row.bench_kg),
          deadliftKg: weights(row.deadlift_kg),
          squatStatus: statuses(row.squat_status),
          benchStatus: statuses(row.bench_status),
          deadliftStatus: statuses(row.deadlift_status),
        }
      : null,
    lift: row.lift,
    attempt: row.attempt,
    decisions: [row.referee_1, row.referee_2, row.referee_3],
    cards: [card(row.card_1), card(row.card_2), card(row.card_3)],
    lightsUntil: row.lights_until ? row.lights_until.getTime() : null,
  };
}

/** The stored columns of a state, in the order savePlatformState (queries.ts) writes them. */
export function stateColumns(state: PlatformState): unknown[] {
  const lifter = state.lifter;
  return [
    lifter !== null,
    lifter?.name ?? null,
    lifter?.age ?? null,
    lifter?.countryCode ?? null,
    lifter?.divisions ?? [],
    lifter?.bodyweightKg ?? null,
    lifter?.squatKg ?? [null, null, null],
    lifter?.benchKg ?? [null, null, null],
    lifter?.deadliftKg ?? [null, null, null],
    lifter?.squatStatus ?? [0, 0, 0],
    lifter?.benchStatus ?? [0, 0, 0],
    lifter?.deadliftStatus ?? [0, 0, 0],
    state.lift,
    state.attempt,
    ...state.decisions,
    ...state.cards,
    state.lightsUntil === null ? null : new Date(state.lightsUntil),
  ];
}

/** Whether two states would be stored alike (a write that changes nothing is skipped). */
export const sameStoredState = (a: PlatformState, b: PlatformState): boolean =>
  JSON.stringify(stateColumns(a)) === JSON.stringify(stateColumns(b));
