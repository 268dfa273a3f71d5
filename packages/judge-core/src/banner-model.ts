/**
 * What a judge-results banner shows, computed from a platform's feed by the section 4 rules: the
 * React JudgeBanner (@gym/ui) and the framework-free <judge-results> widget both draw this model,
 * so neither holds a rule of its own.
 */
import {
  type AttemptBoxState,
  attemptBoxState,
  bestLift,
  type JudgedLifter,
  lifterTotal,
} from './attempt-results.ts';
import { allDecided, decisionsOf, judgeLightLabel, REFEREES, type Referee } from './decisions.ts';
import type { JudgeFeed, Lift, LifterData, ReasonCard } from './feed-shapes.ts';
import { ATTEMPTS, attemptWeight, currentAttempt, LIFT_LABELS, LIFTS } from './lifts.ts';

/** Reason cards by number, as referees hold them. */
export const REASON_CARD_COLOURS = { 1: 'red', 2: 'blue', 3: 'yellow' } as const satisfies Record<
  ReasonCard,
  string
>;
export type ReasonCardColour = (typeof REASON_CARD_COLOURS)[ReasonCard];

export interface AttemptBox {
  /** 1 to 3. */
  attempt: number;
  weight: number | null;
  state: AttemptBoxState;
  current: boolean;
  /** The box's accessible name, e.g. 'Attempt 2: 65, current, pending'. */
  label: string;
}

export interface LiftRow {
  lift: Lift;
  label: string;
  attempts: AttemptBox[];
  best: number;
}

export interface JudgeLight {
  referee: Referee;
  good: boolean;
  /** The tooltip: 'Judge N: Good Lift' or 'Judge N: No Lift'. */
  label: string;
  /** The reason card shown with a red light, if any. */
  card: ReasonCardColour | null;
}

export type LifterBanner = {
  kind: 'lifter';
  name: string;
  /** Age, country, divisions and bodyweight, those that are known. */
  details: string[];
  currentLift: Lift;
  /** The minimalist line: the current lift and the weight of its current attempt, e.g. 'Bench 65 kg'. */
  currentAttemptSummary: string;
  rows: LiftRow[];
  /** Only when all three referees have decided; lights are never shown one by one. */
  lights: JudgeLight[] | null;
  total: number | '-';
};

export type BannerModel =
  | { kind: 'waiting'; message: 'Waiting for data...' | 'Waiting for lifter...' }
  | LifterBanner;

/** The model of one platform's banner; `feed` undefined means no answer yet. */
export function judgeBannerModel(feed: JudgeFeed | undefined): BannerModel {
  if (!feed) return { kind: 'waiting', message: 'Waiting for data...' };
  const lifter = feed.liftData.lifterData;
  const name = lifter?.name?.trim();
  if (!lifter || !name) return { kind: 'waiting', message: 'Waiting for lifter...' };
  const judged: JudgedLifter = {
    lifter,
    lift: feed.liftData.platformData.lift,
    decisions: decisionsOf(feed.judgeResults),
  };
  const rows = LIFTS.map(
    (lift): LiftRow => ({
      lift,
      label: LIFT_LABELS[lift],
      attempts: ATTEMPTS.map((attempt) => attemptBox(judged, lift, attempt)),
      best: bestLift(judged, lift),
    }),
  );
  const current = currentAttempt(lifter, judged.lift);
  const currentWeight = current === null ? null : attemptWeight(lifter, judged.lift, current);
  return {
    kind: 'lifter',
    name,
    details: lifterDetails(lifter),
    currentLift: judged.lift,
    currentAttemptSummary: `${LIFT_LABELS[judged.lift]} ${currentWeight ?? '-'} kg`,
    rows,
    lights: judgeLights(feed),
    total: lifterTotal(judged),
  };
}

function attemptBox(judged: JudgedLifter, lift: Lift, attempt: number): AttemptBox {
  const weight = attemptWeight(judged.lifter, lift, attempt);
  const state = attemptBoxState(judged, lift, attempt);
  const current = lift === judged.lift && attempt === currentAttempt(judged.lifter, lift);
  const label = `Attempt ${attempt}: ${weight ?? 'none'}${current ? ', current' : ''}, ${state}`;
  return { attempt, weight, state, current, label };
}

function judgeLights(feed: JudgeFeed): JudgeLight[] | null {
  const decisions = decisionsOf(feed.judgeResults);
  if (!allDecided(decisions)) return null;
  return REFEREES.map((referee) => {
    const good = decisions[referee - 1] === true;
    const card = good ? null : (feed.judgeCards?.[`${referee}`] ?? null);
    return {
      referee,
      good,
      label: judgeLightLabel(referee, good),
      card: card === null ? null : REASON_CARD_COLOURS[card],
    };
  });
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
export const lightDescription = (light: JudgeLight): string =>
  light.card ? `${light.label}, ${light.card} card` : light.label;

/** The error line of a platform whose feed failed. */
export const feedFailureMessage = (platform: number): string =>
  `Failed to fetch data for Platform ${platform}`;
