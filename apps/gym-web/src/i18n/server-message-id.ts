/**
 * The catalogs' id of a sentence the server writes: its English itself, marked, so the app finds a
 * translation from the sentence alone and carries no list of them (decision 0053's sibling, see
 * docs/i18n.md). `pnpm --filter @gym/web messages` adds every one (server-sentences.ts).
 */
export const serverMessageId = (english: string) => `server:${english}`;
