/**
 * The judge rules the server enforces, as pure transitions of one platform's state: three
 * referees, lights revealed only when all have decided, two of three decide, the lights clear
 * after a few seconds and the result lands in the lifter's statuses. apps/api stores this state
 * in a meet_platforms row and applies these transitions under the row's lock.
 */
import { allDecided, type ByReferee, type Decisions, majorityDecision, type Referee } from './decisions.ts';
import type { JudgeDecision, Lift, LifterData, ReasonCard } from './feed-shapes.ts';
import { currentAttempt, STATUS_KEYS } from './lifts.ts';

export interface PlatformState {
  lifter: LifterData | null;
  lift: Lift;
  /** The attempt up (1 to 3), which the referees judge: the current attempt of the lift. */
  attempt: number | null;
  decisions: Decisions;
  cards: ByReferee<ReasonCard | null>;
  /** Epoch milliseconds until which the lights show; set when the third referee decides. */
  lightsUntil: number | null;
}

const noDecisions = (): Pick<PlatformState, 'decisions' | 'cards' | 'lightsUntil'> => ({
  decisions: [null, null, null],
  cards: [null, null, null],
  lightsUntil: null,
});

/** What a platform that does not exist (yet) holds: no lifter, squat, no lights. */
export const EMPTY_PLATFORM: Readonly<PlatformState> = {
  lifter: null,
  lift: 'S',
  attempt: null,
  ...noDecisions(),
};

/** What the referees judge: changing any part of it starts their decisions over. */
const attemptUp = (state: PlatformState) =>
  `${state.lifter ? `lifter ${state.lifter.name}` : 'none'}|${state.lift}|${state.attempt}`;

/**
 * Writes the referees' majority into the status of the attempt they judged, clears the lights and
 * moves on to the next pending attempt. The status is written only now, not when the lights come
 * on: viewers take the first pending attempt as the current one and colour it from the lights, so
 * an early write would move the lights onto the next attempt while they still show.
 */
export function settle(state: PlatformState): PlatformState {
  const good = majorityDecision(state.decisions);
  if (good === undefined) return state;
  let lifter = state.lifter;
  if (lifter && state.attempt !== null) {
    const key = STATUS_KEYS[state.lift];
    const statuses = [...lifter[key]];
    statuses[state.attempt - 1] = good ? 1 : -1;
    lifter = { ...lifter, [key]: statuses };
  }
  return { ...state, ...noDecisions(), lifter, attempt: currentAttempt(lifter, state.lift) };
}

/** Settles lights whose time is over: the state as it stands at `now`. */
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
    const next = { ...changed, attempt: currentAttempt(changed.lifter, changed.lift) };
    return attemptUp(next) === attemptUp(base) ? next : { ...next, ...noDecisions() };
  };
  const current = settleExpired(state, now);
  const next = apply(current);
  if (allDecided(current.decisions) && attemptUp(next) !== attemptUp(current)) return apply(settle(current));
  return next;
}

export type DecisionRefusal = 'NO_ATTEMPT' | 'ALREADY_DECIDED';

const withSeat = <T>(values: ByReferee<T>, referee: Referee, value: T): ByReferee<T> => {
  const next: ByReferee<T> = [...values];
  next[referee - 1] = value;
  return next;
};

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
  const decisions = withSeat<JudgeDecision>(current.decisions, referee, good);
  const cards = withSeat(current.cards, referee, card);
  return { ...current, decisions, cards, lightsUntil: allDecided(decisions) ? now + lightsMs : null };
}

/**
 * Lights pushed by competition software replace the decisions. Pushing the same lights again
 * changes nothing, so a tool that pushes its whole state every second does not keep them on.
 */
export function pushDecisions(
  state: PlatformState,
  decisions: Decisions,
  now: number,
  lightsMs: number,
): PlatformState {
  if (decisions.every((decision, i) => decision === state.decisions[i])) return state;
  return {
    ...state,
    decisions,
    cards: [null, null, null],
    lightsUntil: allDecided(decisions) ? now + lightsMs : null,
  };
}
