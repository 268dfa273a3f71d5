import { changedListState, type UrlList } from '../../app/url-list-state.ts';
import { translate } from '../../i18n/i18n.ts';

/** Expired clients shown per page on the dashboard (part 2, section 9). */
export const EXPIRED_PAGE_SIZE = 25;

/** The server's expiredDays (whole days since the end date, plus 1): '1 day expired', '12 days expired'. */
export const expiredDaysLabel = (days: number) =>
  translate(
    {
      defaultMessage: '{days, plural, one {{days} day expired} other {{days} days expired}}',
      description: 'Dashboard, expired clients: how long a membership has been over',
    },
    { days },
  );

/** The page to read from the address: a whole number from 0, else the first page. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value ?? 0);
  return Number.isInteger(page) && page >= 0 ? page : 0;
}

/** The expired clients' page in the dashboard's address; the first page leaves it out. */
export const EXPIRED_CLIENT_LIST: UrlList<{ page: number }, { page: number }> = {
  read: (search) => ({ page: pageFromQuery(search.get('page')) }),
  write: ({ page }) => new URLSearchParams(page > 0 ? { page: String(page) } : {}),
  change: changedListState,
};
