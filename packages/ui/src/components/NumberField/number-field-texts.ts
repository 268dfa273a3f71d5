import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const NUMBER_FIELD_TEXTS: Pick<
  UiTexts,
  'notANumber' | 'numberBetween' | 'numberAtLeast' | 'numberAtMost'
> = {
  notANumber: 'Enter a number, in digits.',
  numberBetween: (min, max) => `Enter a number from ${min} to ${max}.`,
  numberAtLeast: (min) => `Enter a number of at least ${min}.`,
  numberAtMost: (max) => `Enter a number of at most ${max}.`,
};
