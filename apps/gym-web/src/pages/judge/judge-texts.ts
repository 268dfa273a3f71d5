import { defineMessages, type Message } from '../../i18n/messages.ts';

/** Words several judge screens share. */
export const JUDGE_TEXTS = defineMessages({
  squat: { defaultMessage: 'Squat', description: 'Powerlifting: the lift' },
  bench: { defaultMessage: 'Bench', description: 'Powerlifting: the lift (bench press)' },
  deadlift: { defaultMessage: 'Deadlift', description: 'Powerlifting: the lift' },
  nameRequired: { defaultMessage: 'Name is required.', description: 'A form’s name left blank' },
  loadingPlatform: { defaultMessage: 'Loading the platform', description: 'Screen reader: while loading' },
});

/** Each lift's name by its letter. */
export const LIFT_NAMES: Record<'S' | 'B' | 'D', Message> = {
  S: JUDGE_TEXTS.squat,
  B: JUDGE_TEXTS.bench,
  D: JUDGE_TEXTS.deadlift,
};
