import { UiTextsProvider } from '@gym/ui';
import { type ReactNode, useMemo } from 'react';
import { useLanguage } from './i18n.ts';
import { uiTextsNow } from './ui-texts-loader.ts';

/**
 * The design system's own words (Close, Previous, Show…) in the app's language for everything
 * below (decision 0053). The language store switches only once they are fetched; English is the
 * design system's own, so an English page fetches nothing.
 */
export function AppUiTexts({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const texts = useMemo(() => (language === 'en' ? {} : uiTextsNow()), [language]);
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}
