import { type components, errorMessage } from '@gym/api-client';
import {
  Badge,
  Button,
  clientDisplayName,
  countSms,
  fillPlaceholders,
  Heading,
  Link,
  placeholderValues,
  Stack,
  showToast,
  type TableColumn,
  Text,
} from '@gym/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { type SortChoice, SortedPagedList } from '../../app/SortedPagedList.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { FigureCards } from '../../layouts/FigureCards.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsBalance } from '../sms/SmsBalance.tsx';
import {
  AGE_BUCKETS,
  ageLabel,
  DUES_LIST,
  DUES_PAGE_SIZES,
  type DuesListParams,
  type DuesSortColumn,
} from './dues-list.ts';
import { StopOnOweCard } from './StopOnOweCard.tsx';

type Due = components['schemas']['Due'];
type DuesTotals = components['schemas']['DuesTotals'];

/** The phone's order choice, standing in for the table's sortable headers. */
const SORT_CHOICES: SortChoice<DuesSortColumn>[] = [
  { id: 'age:desc', label: 'Oldest first' },
  { id: 'age:asc', label: 'Newest first' },
  { id: 'amountDue:desc', label: 'Largest due first' },
  { id: 'amountDue:asc', label: 'Smallest due first' },
  { id: 'client:asc', label: 'Client A to Z' },
  { id: 'client:desc', label: 'Client Z to A' },
];

/**
 * Dues: what the gym's clients owe, invoice by invoice, aged from the invoice's start date
 * (decision 0039), with the totals per age and overall; each row opens the client and the
 * invoice's payment, and sends the client the dues reminder after saying what it costs.
 */
export default function DuesPage() {
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
      <Heading level={1}>Dues</Heading>
      <QueryState
        query={dues}
        loadingLabel="Loading the dues"
        loadingLines={params.rowsPerPage}
        empty={{
          isEmpty: (page) => isEmptyPage(page) && params.page === 0,
          kind: 'dues',
          next: <Text tone="muted">An invoice appears here while part of it is still to be paid.</Text>,
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
      <ReminderDialog due={reminding} onClose={() => setReminding(null)} />
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
  const { money, date } = useGymFormat();
  const columns: TableColumn<Due>[] = [
    {
      id: 'client',
      title: 'Client',
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
      title: 'Invoice',
      cell: (due) => (
        <Link
          href={ROUTES.clientPaymentAdd.to({ clientId: due.clientId, invoiceId: due.invoiceId })}
          aria-label={`Invoice #${due.invoiceNumber} of ${clientDisplayName(due.clientName)}: add a payment`}
        >
          {`Invoice #${due.invoiceNumber}`}
        </Link>
      ),
    },
    { id: 'start', title: 'Starts', cell: (due) => date(due.membershipStartDate) },
    {
      id: 'age',
      title: 'Owed for',
      sortable: true,
      cell: (due) => <Badge tone={AGE_BUCKETS[due.ageBucket].tone}>{ageLabel(due.ageDays)}</Badge>,
    },
    { id: 'paid', title: 'Paid', align: 'end', cell: (due) => money(due.amountPaid) },
    {
      id: 'amountDue',
      title: 'Due',
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
      title: 'Reminder',
      align: 'end',
      cell: (due) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Send reminder: ${clientDisplayName(due.clientName)}`}
          onPress={() => onRemind(due)}
        >
          Send reminder
        </Button>
      ),
    },
  ];
  return (
    <SortedPagedList
      label="Dues"
      columns={columns}
      items={items}
      rowKey={(due) => due.invoiceId}
      state={params}
      sortChoices={SORT_CHOICES}
      pageSizes={DUES_PAGE_SIZES}
      totalElements={totalElements}
      onChange={onChange}
    />
  );
}

/** What is owed per age and overall, across every page. */
function DuesFigures({ totals }: { totals: DuesTotals }) {
  const { money } = useGymFormat();
  const figures = [
    { title: AGE_BUCKETS.DAYS_0_30.label, value: totals.days0To30 },
    { title: AGE_BUCKETS.DAYS_31_60.label, value: totals.days31To60 },
    { title: AGE_BUCKETS.OVER_60.label, value: totals.over60Days },
    { title: 'Total outstanding', value: totals.total },
  ];
  return (
    <FigureCards
      figures={figures.map(({ title, value }) => ({ title, value: money(value) }))}
      phoneColumns="two"
    />
  );
}

/**
 * Before a reminder spends credits: the message as the client will read it and what it costs
 * against the balance, counted by the rule the server charges by; Send, or Cancel.
 */
function ReminderDialog({ due, onClose }: { due: Due | null; onClose: () => void }) {
  const { gym, user } = useSession();
  const gymId = gym.gymId ?? 0;
  const { dates, currency } = useGymFormat();
  const settings = api.useQuery('get', '/api/gyms-sms-settings/{id}', { params: { path: { id: gymId } } });
  const balance = api.useQuery('get', '/api/users/{userId}/total-sms', {
    params: { path: { userId: user.userId ?? 0 } },
  });
  const send = api.useMutation('post', '/api/dues/invoices/{id}/reminder');
  const template = settings.data?.sendDuesReminderTemplate ?? '';
  const text = due
    ? fillPlaceholders(
        template,
        placeholderValues(
          {
            clientName: due.clientName,
            membershipEndDate: due.clientMembershipEndDate,
            amountDue: due.amountDue,
          },
          { name: gym.gymName ?? '', dates, currency },
        ),
      )
    : '';
  const cost = countSms(text).pages;
  const credits = balance.data?.totalSms;
  const name = due ? clientDisplayName(due.clientName) : '';
  const confirm = () => {
    if (!due) return;
    send.mutate(
      { params: { path: { id: due.invoiceId } } },
      {
        onSuccess: (result) => {
          showToast(
            `Dues reminder sent to ${name}: ${result.creditsUsed} SMS credit${result.creditsUsed === 1 ? '' : 's'} used.`,
            'success',
          );
          onClose();
        },
        onError: (error) => showToast(`Failed to send the reminder: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  };
  return (
    <ConfirmDialog
      isOpen={due !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Send the dues reminder?"
      confirmLabel="Send reminder"
      pendingLabel="Sending..."
      isPending={send.isPending}
      variant="primary"
      onConfirm={confirm}
    >
      <Stack gap="small">
        <Text>{`${name} will read:`}</Text>
        <Text as="p">{settings.data ? text : 'Loading the message...'}</Text>
        <Text tone={credits !== undefined && credits < cost ? 'critical' : 'muted'}>
          {`It costs ${cost} SMS credit${cost === 1 ? '' : 's'}`}
          {credits === undefined ? '.' : ` (you have ${credits}).`}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
