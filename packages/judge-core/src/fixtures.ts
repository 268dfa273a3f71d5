/**
 * Realistic lifters and feeds for the tests and stories of every package (the server, the design
 * system, the widget and the end-to-end journeys): one lifter, Sita Rai of Nepal in the women's
 * -63 kg Open, at two moments of a meet.
 */
import type { JudgeCards, JudgeFeed, JudgeResults, Lift, LifterData } from './feed-shapes.ts';

/** Before her first squat: openers declared (squat 120 and 125, bench 60), nothing lifted yet. */
export const LIFTER_BEFORE_OPENER: Readonly<LifterData> = {
  name: 'Sita Rai',
  age: 24,
  countryCode: 'NP',
  divisions: ['Open', '-63 kg'],
  bodyweightKg: 61.4,
  squatKg: [120, 125, null],
  benchKg: [60, null, null],
  deadliftKg: [null, null, null],
  squatStatus: [0, 0, 0],
  benchStatus: [0, 0, 0],
  deadliftStatus: [0, 0, 0],
};

/**
 * On her second bench: squats 120 good, 127.5 no lift, 132.5 good; bench 60 good and 65 up next,
 * third bench and deadlifts not declared. Best squat 132.5 and bench 60 make a total of 192.5.
 */
export const LIFTER_ON_SECOND_BENCH: Readonly<LifterData> = {
  ...LIFTER_BEFORE_OPENER,
  squatKg: [120, 127.5, 132.5],
  benchKg: [60, 65, null],
  squatStatus: [1, -1, 1],
  benchStatus: [1, 0, 0],
};

/** Another lifter of the same flight: the same attempts under another name. */
export const lifterNamed = (
  name: string,
  lifter: Readonly<LifterData> = LIFTER_BEFORE_OPENER,
): LifterData => ({
  ...lifter,
  name,
});

export const NOT_DECIDED: Readonly<JudgeResults> = { '1': null, '2': null, '3': null };
/** One referee decided, two still deciding: the server never sends this, and viewers must not reveal it. */
export const ONE_DECIDED: Readonly<JudgeResults> = { '1': true, '2': null, '3': null };
export const TWO_GOOD: Readonly<JudgeResults> = { '1': true, '2': false, '3': true };
export const TWO_RED: Readonly<JudgeResults> = { '1': false, '2': false, '3': true };

/** A platform's feed with this lifter up (by default on her second bench) and these lights. */
export function feedOf({
  lifter = LIFTER_ON_SECOND_BENCH,
  lift = 'B',
  results = NOT_DECIDED,
  cards,
}: {
  lifter?: Readonly<LifterData> | null;
  lift?: Lift;
  results?: Readonly<JudgeResults>;
  cards?: Readonly<JudgeCards>;
} = {}): JudgeFeed {
  return {
    liftData: { lifterData: lifter && { ...lifter }, platformData: { lift } },
    judgeResults: { ...results },
    ...(cards ? { judgeCards: { ...cards } } : {}),
  };
}
