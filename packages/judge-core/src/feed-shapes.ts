/**
 * The judge feed's shapes as the contract (openapi.yaml) defines them. They are declared here
 * rather than imported from the generated client so that this package depends on nothing;
 * apps/api/src/judge/contract-shapes.ts fails the type check when the two drift apart.
 */

export type Lift = 'S' | 'B' | 'D';

/** 1 good lift, -1 failed, 0 pending or current. */
export type AttemptStatus = -1 | 0 | 1;

/** A referee's light: true good lift, false no lift, null while deciding (or not yet revealed). */
export type JudgeDecision = boolean | null;

/** The reason card a referee shows with a red light: 1 red, 2 blue, 3 yellow. */
export type ReasonCard = 1 | 2 | 3;

/** The lifter up, in the specification's fields; every attempt array has three entries. */
export interface LifterData {
  name: string | null;
  age: number | null;
  countryCode: string | null;
  divisions: string[];
  bodyweightKg: number | null;
  /** Declared weights; null where no weight is declared yet. */
  squatKg: (number | null)[];
  benchKg: (number | null)[];
  deadliftKg: (number | null)[];
  squatStatus: AttemptStatus[];
  benchStatus: AttemptStatus[];
  deadliftStatus: AttemptStatus[];
}

/** Keyed by referee seat: '1' left, '2' head (centre), '3' right. */
export type RefereeKey = '1' | '2' | '3';
export type JudgeResults = Record<RefereeKey, JudgeDecision>;
export type JudgeCards = Record<RefereeKey, ReasonCard | null>;

/** One platform's public feed: GET /public/api/judge/combined-data and each event of its stream. */
export interface JudgeFeed {
  liftData: { lifterData: LifterData | null; platformData: { lift: Lift } };
  /** All null until all three referees have decided. */
  judgeResults: JudgeResults;
  /** The reason card each referee showed with a red light, revealed with the lights. */
  judgeCards?: JudgeCards;
}
