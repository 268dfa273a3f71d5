import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * One message of the interface: its English text in ICU MessageFormat, and for the translator a
 * description when the words alone do not say where they show. The build (@formatjs/vite-plugin in
 * vite.config.ts) gives each its id (a hash of the two) and turns the English into its compiled
 * form, so neither the ids nor the ICU parser ever appear in the code or the bundle; the extractor
 * (`pnpm --filter @gym/web messages`) reads the same calls to write the catalogs.
 */
export interface Message {
  id?: string;
  defaultMessage: string | MessageFormatElement[];
  description?: string;
}

/** Messages kept in a constant (a menu's links) instead of written at the `t(...)` call. */
export function defineMessages<const T extends Record<string, Message>>(messages: T): T {
  return messages;
}

/** The values a message's placeholders take: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number | Date>;
