/**
 * What a judge-results banner shows, computed from the feed by the section 4 rules: the React
 * JudgeBanner and the framework-free <judge-results> widget both draw this model, so neither holds
 * a rule of its own.
 */
import {
  type AttemptBoxState,
  allJudgesDecided,
  attemptBoxState,
  bestLift,
  currentAttemptIndex,
  type JudgeResults,
  judgeLightLabel,
  type Lift,
  type LifterAttempts,
  lifterTotal,
} from './rules.ts';

export interface LifterData extends LifterAttempts {
  name: string | null;
  age: number | null;
  countryCode: string | null;
  divisions: string[];
  bodyweightKg: number | null;
}

export type ReasonCard = 1 | 2 | 3 | null;

/** The public feed of one platform (GET /public/api/judge/combined-data). */
export interface JudgeFeed {
  liftData: { lifterData: LifterData | null; platformData: { lift: Lift } };
  judgeResults: JudgeResults;
  /** The reason card each referee showed with a red light, revealed with the lights. */
  judgeCards?: Record<'1' | '2' | '3', ReasonCard>;
}

/** Reason cards by number, as referees hold them: 1 red, 2 blue, 3 yellow. */
export const REASON_CARD_COLOURS = { 1: 'red', 2: 'blue', 3: 'yellow' } as const;
export type ReasonCardColour = (typeof REASON_CARD_COLOURS)[keyof typeof REASON_CARD_COLOURS];

export interface AttemptBox {
  weight: number | null;
  state: AttemptBoxState;
  current: boolean;
}

export interface LiftRow {
  lift: Lift;
  label: string;
  attempts: AttemptBox[];
  best: number;
}

export interface JudgeLight {
  judge: 1 | 2 | 3;
  good: boolean;
  /** The tooltip: 'Judge N: Good Lift' or 'Judge N: No Lift'. */
  label: string;
  /** The reason card shown with a red light, if any. */
  card: ReasonCardColour | null;
}

export type BannerModel =
  | { kind: 'waiting'; message: 'Waiting for data...' | 'Waiting for lifter...' }
  | {
      kind: 'lifter';
      name: string;
      /** Age, country, divisions and bodyweight, those that are known. */
      details: string[];
      currentLift: Lift;
      rows: LiftRow[];
      /** Only when all three referees have decided; lights are never shown one by one. */
      lights: JudgeLight[] | null;
      total: number | '-';
    };

export const LIFT_LABELS: Record<Lift, string> = { S: 'Squat', B: 'Bench', D: 'Deadlift' };
const WEIGHTS = { S: 'squatKg', B: 'benchKg', D: 'deadliftKg' } as const;
const ATTEMPTS_PER_LIFT = 3;

/** The model of one platform's banner; `feed` undefined means no answer yet. */
export function judgeBannerModel(feed: JudgeFeed | undefined): BannerModel {
  if (!feed) return { kind: 'waiting', message: 'Waiting for data...' };
  const lifter = feed.liftData.lifterData;
  if (!lifter?.name?.trim()) return { kind: 'waiting', message: 'Waiting for lifter...' };
  const currentLift = feed.liftData.platformData.lift;
  const results = feed.judgeResults;
  const rows = (['S', 'B', 'D'] as const).map((lift): LiftRow => {
    const current = currentAttemptIndex(lifter, lift);
    const attempts = Array.from(
      { length: ATTEMPTS_PER_LIFT },
      (_, index): AttemptBox => ({
        weight: lifter[WEIGHTS[lift]][index] ?? null,
        state: attemptBoxState(lifter, lift, index, currentLift, results),
        current: lift === currentLift && index === current,
      }),
    );
    return { lift, label: LIFT_LABELS[lift], attempts, best: bestLift(lifter, lift, currentLift, results) };
  });
  const lights = allJudgesDecided(results)
    ? ([1, 2, 3] as const).map((judge) => {
        const key = String(judge) as '1' | '2' | '3';
        const good = results[key] === true;
        const card = good ? null : (feed.judgeCards?.[key] ?? null);
        return {
          judge,
          good,
          label: judgeLightLabel(judge, good),
          card: card ? REASON_CARD_COLOURS[card] : null,
        };
      })
    : null;
  return {
    kind: 'lifter',
    name: lifter.name.trim(),
    details: lifterDetails(lifter),
    currentLift,
    rows,
    lights,
    total: lifterTotal(lifter, currentLift, results),
  };
}

function lifterDetails(lifter: LifterData): string[] {
  return [
    lifter.age !== null ? `Age ${lifter.age}` : null,
    lifter.countryCode,
    lifter.divisions.length > 0 ? lifter.divisions.join(', ') : null,
    lifter.bodyweightKg !== null ? `${lifter.bodyweightKg} kg` : null,
  ].filter((detail): detail is string => Boolean(detail));
}

/** What a screen reader hears for a light: its tooltip and, with a red light, the card. */
export const lightDescription = (light: JudgeLight) =>
  light.card ? `${light.label}, ${light.card} card` : light.label;

/** The error line of a platform whose feed failed. */
export const feedFailureMessage = (platform: number) => `Failed to fetch data for Platform ${platform}`;
