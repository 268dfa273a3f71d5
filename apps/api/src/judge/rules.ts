import type { Schemas } from '../contract.ts';

/**
 * The judge rules the server enforces, as pure transitions of one platform's state: three
 * referees, lights revealed only when all have decided, two of three decide, the lights clear after
 * a few seconds and the result lands in the lifter's statuses.
 */

export type Lift = Schemas['LiftCode'];
export type LifterData = Schemas['LifterData'];
export type AttemptStatus = -1 | 0 | 1;
export type ReasonCard = 1 | 2 | 3;
export type Referee = 1 | 2 | 3;
type Three<T> = [T, T, T];

export interface PlatformState {
  lifter: LifterData | null;
  lift: Lift;
  /** The attempt the referees judge (1 to 3): the first pending one of the lift. */
  attempt: number | null;
  decisions: Three<boolean | null>;
  cards: Three<ReasonCard | null>;
  /** Epoch milliseconds until which the lights show; set when the third referee decides. */
  lightsUntil: number | null;
}

export const WEIGHT_KEYS = { S: 'squatKg', B: 'benchKg', D: 'deadliftKg' } as const;
export const STATUS_KEYS = { S: 'squatStatus', B: 'benchStatus', D: 'deadliftStatus' } as const;
const GOOD_LIFT_MAJORITY = 2;
const noDecisions = (): Pick<PlatformState, 'decisions' | 'cards' | 'lightsUntil'> => ({
  decisions: [null, null, null],
  cards: [null, null, null],
  lightsUntil: null,
});

export const allDecided = (decisions: Three<boolean | null>): boolean =>
  decisions.every((decision) => decision !== null);

/** Two good lights of three make a good lift. */
export const isGoodLift = (decisions: Three<boolean | null>): boolean =>
  decisions.filter((decision) => decision === true).length >= GOOD_LIFT_MAJORITY;

/** The first pending attempt (1 to 3) of the lift, as the viewers compute the current attempt. */
export function pendingAttempt(lifter: LifterData | null, lift: Lift): number | null {
  const index = lifter?.[STATUS_KEYS[lift]].indexOf(0) ?? -1;
  return index === -1 ? null : index + 1;
}

/** What the referees judge: changing any part of it starts their decisions over. */
const attemptUp = (state: PlatformState) =>
  `${state.lifter ? `lifter ${state.lifter.name}` : 'none'}|${state.lift}|${state.attempt}`;

/**
 * Writes the referees' majority into the status of the attempt they judged, clears the lights and
 * moves on to the next pending attempt. The status is written only now, not when the lights come
 * on: viewers treat the first pending attempt as the current one and colour it from the lights, so
 * an early write would move the lights onto the next attempt while they still show.
 */
export function settle(state: PlatformState): PlatformState {
  if (!allDecided(state.decisions)) return state;
  let lifter = state.lifter;
  if (lifter && state.attempt !== null) {
    const key = STATUS_KEYS[state.lift];
    const statuses = [...lifter[key]];
    statuses[state.attempt - 1] = isGoodLift(state.decisions) ? 1 : -1;
    lifter = { ...lifter, [key]: statuses };
  }
  return { ...state, ...noDecisions(), lifter, attempt: pendingAttempt(lifter, state.lift) };
}

/** Settles lights whose time is over; the state as it stands at `now`. */
export const settleExpired = (state: PlatformState, now: number): PlatformState =>
  state.lightsUntil !== null && state.lightsUntil <= now ? settle(state) : state;

/**
 * Applies a table operator's or competition software's change of the lifter or lift. The attempt up
 * follows the change; when it moves, decisions start over, and lights still showing are settled
 * first so their result is not lost.
 */
export function changeLifter(
  state: PlatformState,
  change: (state: PlatformState) => Pick<PlatformState, 'lifter' | 'lift'>,
  now: number,
): PlatformState {
  const apply = (base: PlatformState): PlatformState => {
    const changed = { ...base, ...change(base) };
    const next = { ...changed, attempt: pendingAttempt(changed.lifter, changed.lift) };
    return attemptUp(next) === attemptUp(base) ? next : { ...next, ...noDecisions() };
  };
  const current = settleExpired(state, now);
  const next = apply(current);
  if (allDecided(current.decisions) && attemptUp(next) !== attemptUp(current)) return apply(settle(current));
  return next;
}

/** One attempt's weight and/or status set by the table operator. */
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

export type DecisionRefusal = 'NO_ATTEMPT' | 'ALREADY_DECIDED';

/** A referee's decision; the third one turns the lights on for `lightsMs`. */
export function decide(
  state: PlatformState,
  referee: Referee,
  good: boolean,
  card: ReasonCard | null,
  now: number,
  lightsMs: number,
): PlatformState | DecisionRefusal {
  const current = settleExpired(state, now);
  if (!current.lifter || current.attempt === null) return 'NO_ATTEMPT';
  if (current.decisions[referee - 1] !== null) return 'ALREADY_DECIDED';
  const decisions = current.decisions.map((decision, i) => (i === referee - 1 ? good : decision)) as Three<
    boolean | null
  >;
  const cards = current.cards.map((other, i) =>
    i === referee - 1 ? card : other,
  ) as Three<ReasonCard | null>;
  return { ...current, decisions, cards, lightsUntil: allDecided(decisions) ? now + lightsMs : null };
}

/**
 * Lights pushed by competition software replace the decisions. Pushing the same lights again
 * changes nothing, so a tool that pushes its whole state every second does not keep them on.
 */
export function pushDecisions(
  state: PlatformState,
  results: Three<boolean | null>,
  now: number,
  lightsMs: number,
): PlatformState {
  if (results.every((result, i) => result === state.decisions[i])) return state;
  return {
    ...state,
    decisions: results,
    cards: [null, null, null],
    lightsUntil: allDecided(results) ? now + lightsMs : null,
  };
}
