import { UiTextsProvider, type UiWords } from '@gym/ui';
import { type ReactNode, useMemo } from 'react';
import { translate, useLanguage } from './i18n.ts';
import type { Message } from './messages.ts';
import { uiMessageId } from './ui-message-id.ts';

/** A design-system word from the language's catalog, or its English when the catalog lacks it. */
const fromCatalog: UiWords = (key, english, values) => {
  const message: Message = { id: uiMessageId(key), defaultMessage: english };
  return translate(message, values);
};

/**
 * The design system's own words (Close, Previous, Show…) in the app's language for everything
 * below (decision 0053). English is the design system's own, so an English page looks nothing up.
 */
export function AppUiTexts({ children }: { children: ReactNode }) {
  const language = useLanguage();
  // A new function per language: the parts below render again with the new words.
  const words = useMemo<UiWords | null>(
    () => (language === 'en' ? null : (...args) => fromCatalog(...args)),
    [language],
  );
  return <UiTextsProvider words={words}>{children}</UiTextsProvider>;
}
