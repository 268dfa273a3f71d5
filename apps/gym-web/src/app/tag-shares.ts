import { defineMessages } from '../i18n/messages.ts';

const TEXT = defineMessages({
  note: {
    defaultMessage: 'An amount with several tags is split equally among them.',
    description: 'Under every breakdown of income and expense by tag',
  },
});

/** The note as a message, for a converted screen to read in its language. */
export const TAG_SHARES_MESSAGE = TEXT.note;

/**
 * What every breakdown by tag says of a flow with several tags: the server splits its amount
 * equally among them (decision 0024), so the tags add up to what came in or went out.
 */
export const TAG_SHARES_NOTE = String(TEXT.note.defaultMessage);
