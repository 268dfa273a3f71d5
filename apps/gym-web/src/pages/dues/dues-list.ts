import type { components } from '@gym/api-client';
import type { BadgeTone } from '@gym/ui';
import {
  changedListState,
  type PagedSort,
  pagedSortSearch,
  readPagedSort,
  type UrlList,
} from '../../app/url-list-state.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';

type AgeBucket = components['schemas']['DuesAgeBucket'];

/** The Dues list's page, size and order as the URL keeps them. */
export const DUES_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DUES_SORT_COLUMNS = ['age', 'amountDue', 'client'] as const;
export type DuesSortColumn = (typeof DUES_SORT_COLUMNS)[number];
export type DuesListParams = PagedSort<DuesSortColumn>;

/** The API's defaults: the oldest debts first, 25 to a page. */
export const DUES_LIST_DEFAULTS: DuesListParams = {
  page: 0,
  rowsPerPage: 25,
  sortBy: 'age',
  sortOrder: 'desc',
};

export const DUES_LIST: UrlList<DuesListParams, Partial<DuesListParams>> = {
  read: (search) =>
    readPagedSort(search, {
      pageSizes: DUES_PAGE_SIZES,
      sortColumns: DUES_SORT_COLUMNS,
      defaults: DUES_LIST_DEFAULTS,
    }),
  write: pagedSortSearch,
  change: changedListState,
};

const TEXT = defineMessages({
  days0To30: { defaultMessage: '0-30 days', description: 'Dues: invoices owed for up to 30 days' },
  days31To60: { defaultMessage: '31-60 days', description: 'Dues: invoices owed for 31 to 60 days' },
  over60: { defaultMessage: 'Over 60 days', description: 'Dues: invoices owed for more than 60 days' },
  age: {
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'Dues: how long an invoice has been owed',
  },
});

/** Each age bucket as the screen names it, and how loudly its badge speaks. */
export const AGE_BUCKETS: Record<AgeBucket, { label: Message; tone: BadgeTone }> = {
  DAYS_0_30: { label: TEXT.days0To30, tone: 'neutral' },
  DAYS_31_60: { label: TEXT.days31To60, tone: 'warning' },
  OVER_60: { label: TEXT.over60, tone: 'critical' },
};

/** '1 day', '45 days': how long an invoice has been owed. */
export const ageLabel = (days: number) => translate(TEXT.age, { days });
