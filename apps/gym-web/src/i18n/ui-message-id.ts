/**
 * The catalogs' id of one of the design system's words (@gym/ui's UiTexts, decision 0053): its key,
 * marked ('ui:previous', 'ui:bsMonths.3'). `pnpm --filter @gym/web messages` adds every one from the
 * design system's own English (ENGLISH_UI_TEXTS), so the app keeps no list of them.
 */
export const uiMessageId = (key: string) => `ui:${key}`;
