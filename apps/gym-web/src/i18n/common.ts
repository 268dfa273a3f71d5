import { defineMessages } from './messages.ts';

/** Sentences many screens share. */
export const COMMON = defineMessages({
  emptyHint: {
    defaultMessage: 'Check back later or try reloading the page.',
    description: 'Under every empty list or chart: “No … data available.”',
  },
});
