import type { components } from '@gym/api-client';
import { Badge, Button, clientDisplayName, Heading, Link, Stack, type TableColumn, Text } from '@gym/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { SortedPagedList } from '../../app/SortedPagedList.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { FigureCards } from '../../layouts/FigureCards.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsBalance } from '../sms/SmsBalance.tsx';
import { AGE_BUCKETS, ageLabel, DUES_LIST, DUES_PAGE_SIZES, type DuesListParams } from './dues-list.ts';
import { StopOnOweCard } from './StopOnOweCard.tsx';

type Due = components['schemas']['Due'];
type DuesTotals = components['schemas']['DuesTotals'];

// The reminder's dialog (the SMS filled and counted) is fetched with its own code once the list is drawn.
const ReminderDialog = lazy(() => import('./DuesReminderDialog.tsx'));

const TEXT = defineMessages({
  oldest: { defaultMessage: 'Oldest first', description: 'Dues, order: the longest owed first' },
  newest: { defaultMessage: 'Newest first', description: 'Dues, order: the most recently owed first' },
  largest: { defaultMessage: 'Largest due first', description: 'Dues, order' },
  smallest: { defaultMessage: 'Smallest due first', description: 'Dues, order' },
  clientAZ: { defaultMessage: 'Client A to Z', description: 'A list’s order: by client name' },
  clientZA: { defaultMessage: 'Client Z to A', description: 'A list’s order: by client name, reversed' },
  title: { defaultMessage: 'Dues', description: 'Dues page: its heading; what clients still owe' },
  loading: { defaultMessage: 'Loading the dues', description: 'Screen reader: while loading' },
  emptyNext: {
    defaultMessage: 'An invoice appears here while part of it is still to be paid.',
    description: 'Dues page, when nothing is owed',
  },
  client: { defaultMessage: 'Client', description: 'Column: the client' },
  invoice: { defaultMessage: 'Invoice', description: 'Dues, column: the invoice owed' },
  invoiceOf: {
    defaultMessage: 'Invoice #{number} of {name}: add a payment',
    description: 'Screen reader name of the link to pay an invoice',
  },
  invoiceNumber: { defaultMessage: 'Invoice #{number}', description: 'An invoice by its number' },
  starts: { defaultMessage: 'Starts', description: 'Dues, column: the membership start date of the invoice' },
  owedFor: { defaultMessage: 'Owed for', description: 'Dues, column: how long the invoice has been owed' },
  paid: { defaultMessage: 'Paid', description: 'Dues, column: the amount paid' },
  due: { defaultMessage: 'Due', description: 'Dues, column: the amount still owed' },
  reminder: { defaultMessage: 'Reminder', description: 'Dues, column: the reminder SMS button' },
  remindOf: { defaultMessage: 'Send reminder: {name}', description: 'Screen reader name of a row’s button' },
  remind: {
    defaultMessage: 'Send reminder',
    description: 'Dues: the button that sends the dues reminder SMS',
  },
  list: { defaultMessage: 'Dues', description: 'The dues list’s name for screen readers' },
  total: { defaultMessage: 'Total outstanding', description: 'Dues: the total owed, every age' },
});

/** The phone's order choice, standing in for the table's sortable headers. */
const SORT_CHOICES = [
  { id: 'age:desc', label: TEXT.oldest },
  { id: 'age:asc', label: TEXT.newest },
  { id: 'amountDue:desc', label: TEXT.largest },
  { id: 'amountDue:asc', label: TEXT.smallest },
  { id: 'client:asc', label: TEXT.clientAZ },
  { id: 'client:desc', label: TEXT.clientZA },
] as const;

/**
 * Dues: what the gym's clients owe, invoice by invoice, aged from the invoice's start date
 * (decision 0039), with the totals per age and overall; each row opens the client and the
 * invoice's payment, and sends the client the dues reminder after saying what it costs.
 */
export default function DuesPage() {
  const t = useT();
  const gymId = useSession().gym.gymId ?? 0;
  const [params, change] = useUrlListState(DUES_LIST);
  const dues = api.useQuery(
    'get',
    '/api/dues/gyms/{gymId}',
    {
      params: {
        path: { gymId },
        query: {
          pageNo: params.page,
          pageSize: params.rowsPerPage,
          sortBy: params.sortBy,
          sortOrder: params.sortOrder,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
  const [reminding, setReminding] = useState<Due | null>(null);

  return (
    <Stack>
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <QueryState
        query={dues}
        loadingLabel={t(TEXT.loading)}
        loadingLines={params.rowsPerPage}
        empty={{
          isEmpty: (page) => isEmptyPage(page) && params.page === 0,
          kind: 'dues',
          next: <Text tone="muted">{t(TEXT.emptyNext)}</Text>,
        }}
      >
        {(page) => (
          <Stack>
            <DuesFigures totals={page.totals} />
            <SmsBalance />
            <DuesTable
              items={page.content}
              totalElements={page.paginationResponse.totalElements}
              params={params}
              onChange={change}
              onRemind={setReminding}
            />
          </Stack>
        )}
      </QueryState>
      <StopOnOweCard gymId={gymId} />
      <Suspense fallback={null}>
        <ReminderDialog due={reminding} onClose={() => setReminding(null)} />
      </Suspense>
    </Stack>
  );
}

interface DuesTableProps {
  items: readonly Due[];
  totalElements: number;
  params: DuesListParams;
  onChange: (change: Partial<DuesListParams>) => void;
  onRemind: (due: Due) => void;
}

/** One page of the dues: client, invoice (its payment), start, age, paid, due and the reminder. */
function DuesTable({ items, totalElements, params, onChange, onRemind }: DuesTableProps) {
  const t = useT();
  const { money, date } = useGymFormat();
  const columns: TableColumn<Due>[] = [
    {
      id: 'client',
      title: t(TEXT.client),
      isRowHeader: true,
      sortable: true,
      cell: (due) => (
        <Link href={ROUTES.clientDetail.to({ clientId: due.clientId })}>
          {clientDisplayName(due.clientName)}
        </Link>
      ),
    },
    {
      id: 'invoice',
      title: t(TEXT.invoice),
      cell: (due) => (
        <Link
          href={ROUTES.clientPaymentAdd.to({ clientId: due.clientId, invoiceId: due.invoiceId })}
          aria-label={t(TEXT.invoiceOf, {
            number: due.invoiceNumber,
            name: clientDisplayName(due.clientName),
          })}
        >
          {t(TEXT.invoiceNumber, { number: due.invoiceNumber })}
        </Link>
      ),
    },
    { id: 'start', title: t(TEXT.starts), cell: (due) => date(due.membershipStartDate) },
    {
      id: 'age',
      title: t(TEXT.owedFor),
      sortable: true,
      cell: (due) => <Badge tone={AGE_BUCKETS[due.ageBucket].tone}>{ageLabel(due.ageDays)}</Badge>,
    },
    { id: 'paid', title: t(TEXT.paid), align: 'end', cell: (due) => money(due.amountPaid) },
    {
      id: 'amountDue',
      title: t(TEXT.due),
      align: 'end',
      sortable: true,
      cell: (due) => (
        <Text as="span" weight="bold">
          {money(due.amountDue)}
        </Text>
      ),
    },
    {
      id: 'action',
      title: t(TEXT.reminder),
      align: 'end',
      cell: (due) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={t(TEXT.remindOf, { name: clientDisplayName(due.clientName) })}
          onPress={() => onRemind(due)}
        >
          {t(TEXT.remind)}
        </Button>
      ),
    },
  ];
  return (
    <SortedPagedList
      label={t(TEXT.list)}
      columns={columns}
      items={items}
      rowKey={(due) => due.invoiceId}
      state={params}
      sortChoices={SORT_CHOICES.map((choice) => ({ id: choice.id, label: t(choice.label) }))}
      pageSizes={DUES_PAGE_SIZES}
      totalElements={totalElements}
      onChange={onChange}
    />
  );
}

/** What is owed per age and overall, across every page. */
function DuesFigures({ totals }: { totals: DuesTotals }) {
  const t = useT();
  const { money } = useGymFormat();
  const figures = [
    { title: t(AGE_BUCKETS.DAYS_0_30.label), value: totals.days0To30 },
    { title: t(AGE_BUCKETS.DAYS_31_60.label), value: totals.days31To60 },
    { title: t(AGE_BUCKETS.OVER_60.label), value: totals.over60Days },
    { title: t(TEXT.total), value: totals.total },
  ];
  return (
    <FigureCards
      figures={figures.map(({ title, value }) => ({ title, value: money(value) }))}
      phoneColumns="two"
    />
  );
}
