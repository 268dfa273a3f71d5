import type { components } from '@gym/api-client';
import {
  Badge,
  BarChart,
  Button,
  formatMonth,
  Heading,
  Inline,
  Stack,
  showToast,
  type TableColumn,
  Text,
} from '@gym/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { api, apiClient } from '../../app/api.ts';
import { ExportButton } from '../../app/ExportButton.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { type SortChoice, SortedPagedList } from '../../app/SortedPagedList.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { COMMON } from '../../i18n/common.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { failureReason } from '../../i18n/rule-texts.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsBalance } from './SmsBalance.tsx';
import { SMS_LIST, SMS_PAGE_SIZES, type SmsListParams, type SmsSortColumn } from './sms-list-params.ts';
import { smsOriginLabel, smsStatusView } from './sms-status.ts';

type SmsRecord = components['schemas']['SmsRecord'];

const TEXT = defineMessages({
  newest: { defaultMessage: 'Newest first', description: 'SMS list order' },
  oldest: { defaultMessage: 'Oldest first', description: 'SMS list order' },
  clientAz: { defaultMessage: 'Client A to Z', description: 'SMS list order: by the client’s name' },
  clientZa: {
    defaultMessage: 'Client Z to A',
    description: 'SMS list order: by the client’s name, reversed',
  },
  heading: { defaultMessage: 'SMS List', description: 'The SMS list screen’s heading' },
  settings: { defaultMessage: 'Sms Setting', description: 'Button: the SMS settings screen' },
  send: { defaultMessage: 'Send SMS', description: 'Button: the send SMS screen' },
  loadingCount: {
    defaultMessage: 'Loading the monthly SMS count',
    description: 'Screen reader: while loading',
  },
  monthlyCount: { defaultMessage: 'Monthly SMS Count', description: 'Chart title' },
  sms: { defaultMessage: 'SMS', description: 'Chart column: the number of SMS' },
  noSms: { defaultMessage: 'No SMS data available.', description: 'The SMS chart or list is empty' },
  loadingMessages: { defaultMessage: 'Loading the messages', description: 'Screen reader: while loading' },
  client: { defaultMessage: 'Client', description: 'SMS list column' },
  noClient: { defaultMessage: 'No Client', description: 'SMS list: sent to a typed number, not a client' },
  content: { defaultMessage: 'Content', description: 'SMS list column: the text sent' },
  phone: { defaultMessage: 'Phone', description: 'SMS list column' },
  sendDate: { defaultMessage: 'Send Date', description: 'SMS list column' },
  cost: { defaultMessage: 'SMS Cost', description: 'SMS list column: credits it took' },
  status: { defaultMessage: 'Status', description: 'SMS list column' },
  list: { defaultMessage: 'Sent SMS', description: 'The table’s name for screen readers' },
  resendLabel: {
    defaultMessage: 'Resend the SMS to {phone}',
    description: 'Resend button for screen readers',
  },
  resend: { defaultMessage: 'Resend', description: 'Button: sends a failed SMS again' },
  queuedAgain: { defaultMessage: 'SMS queued again', description: 'Toast after Resend' },
  resendFailed: {
    defaultMessage: 'Failed to resend SMS: {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
});

/** The phone's order choice, standing in for the table's sortable headers. */
const SORT_CHOICES = [
  { id: 'sendDateTime:desc', label: TEXT.newest },
  { id: 'sendDateTime:asc', label: TEXT.oldest },
  { id: 'client:asc', label: TEXT.clientAz },
  { id: 'client:desc', label: TEXT.clientZa },
] as const;

/** The SMS list: balance, monthly count chart, and the gym's messages with their order and page in the URL. */
export default function SmsListPage() {
  const navigate = useNavigate();
  const t = useT();
  const { dates } = useGymFormat();
  const gymId = useSession().gym.gymId ?? 0;
  const [params, change] = useUrlListState(SMS_LIST);

  const monthly = api.useQuery('get', '/api/sms/gyms/{gymId}/monthly-count', {
    params: { path: { gymId } },
  });
  // The list's order, which the export shares.
  const order = { sortBy: params.sortBy, sortOrder: params.sortOrder };
  const messages = api.useQuery(
    'get',
    '/api/sms/gyms/{gymId}',
    {
      params: {
        path: { gymId },
        query: {
          pageNo: params.page,
          pageSize: params.rowsPerPage,
          ...order,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );

  const may = useMay();
  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        <Inline>
          {may('data.export') ? (
            <ExportButton
              download={() =>
                apiClient.GET('/api/exports/sms/gyms/{gymId}', {
                  params: { path: { gymId }, query: order },
                  parseAs: 'blob',
                })
              }
            />
          ) : null}
          {may('sms.settings') ? (
            <Button variant="secondary" onPress={() => navigate(ROUTES.smsSchedule.to())}>
              {t(TEXT.settings)}
            </Button>
          ) : null}
          <Button onPress={() => navigate(ROUTES.smsAdd.to())}>{t(TEXT.send)}</Button>
        </Inline>
      </Inline>
      <SmsBalance />
      <QueryState query={monthly} loadingLabel={t(TEXT.loadingCount)} loadingLines={6}>
        {(months) => (
          <BarChart
            title={t(TEXT.monthlyCount)}
            // The server counts AD months ({year, month}): written in AD whatever the gym's calendar.
            data={months.map((row) => ({
              label: formatMonth(row, { ...dates, calendar: 'AD' }),
              value: row.count,
            }))}
            valueHeader={t(TEXT.sms)}
            emptyKind="SMS"
            emptyTitle={t(TEXT.noSms)}
            emptyHint={t(COMMON.emptyHint)}
            height={240}
          />
        )}
      </QueryState>
      <QueryState
        query={messages}
        loadingLabel={t(TEXT.loadingMessages)}
        loadingLines={params.rowsPerPage}
        empty={{
          isEmpty: (page) => isEmptyPage(page) && params.page === 0,
          kind: 'SMS',
          title: t(TEXT.noSms),
          hint: t(COMMON.emptyHint),
          next: <Button onPress={() => navigate(ROUTES.smsAdd.to())}>{t(TEXT.send)}</Button>,
        }}
      >
        {(page) => (
          <SmsTable
            items={page.content}
            totalElements={page.paginationResponse.totalElements}
            params={params}
            onChange={change}
          />
        )}
      </QueryState>
    </Stack>
  );
}

interface SmsTableProps {
  items: readonly SmsRecord[];
  totalElements: number;
  params: SmsListParams;
  onChange: (change: Partial<SmsListParams>) => void;
}

function SmsTable({ items, totalElements, params, onChange }: SmsTableProps) {
  const t = useT();
  const { dateTime } = useGymFormat();
  const columns: TableColumn<SmsRecord>[] = [
    {
      id: 'client',
      title: t(TEXT.client),
      cell: (sms) => sms.client?.name ?? t(TEXT.noClient),
      sortable: true,
      isRowHeader: true,
    },
    { id: 'content', title: t(TEXT.content), cell: (sms) => <SmsContent sms={sms} />, long: true },
    { id: 'phone', title: t(TEXT.phone), cell: (sms) => sms.phone },
    {
      id: 'sendDateTime',
      title: t(TEXT.sendDate),
      cell: (sms) => dateTime(sms.sendDateTime),
      sortable: true,
    },
    { id: 'smsCost', title: t(TEXT.cost), cell: (sms) => `-${sms.smsCost}`, align: 'end' },
    { id: 'status', title: t(TEXT.status), cell: (sms) => <SmsStatus sms={sms} /> },
  ];
  return (
    <SortedPagedList
      label={t(TEXT.list)}
      columns={columns}
      items={items}
      rowKey={(sms) => sms.id}
      state={params}
      sortChoices={SORT_CHOICES.map(({ id, label }): SortChoice<SmsSortColumn> => ({ id, label: t(label) }))}
      pageSizes={SMS_PAGE_SIZES}
      totalElements={totalElements}
      onChange={onChange}
    />
  );
}

/** The text sent and, for the scheduler's reminders, that it was automatic and why. */
function SmsContent({ sms }: { sms: SmsRecord }) {
  const origin = smsOriginLabel(sms);
  return (
    <Stack gap="xsmall" alignItems="flex-start">
      {origin ? <Badge tone="neutral">{origin}</Badge> : null}
      <Text as="span">{sms.content}</Text>
    </Stack>
  );
}

/** The message's status, the provider's reason, and Resend for a failed one. */
function SmsStatus({ sms }: { sms: SmsRecord }) {
  const t = useT();
  const resend = api.useMutation('post', '/api/sms/{id}/resend');
  const view = smsStatusView(sms);
  return (
    <Stack gap="xsmall" alignItems="flex-start">
      <Badge tone={view.tone}>{view.label}</Badge>
      {view.detail ? (
        <Text as="span" size="small" tone="muted">
          {view.detail}
        </Text>
      ) : null}
      {sms.status === 'FAILED' ? (
        <Button
          variant="secondary"
          isPending={resend.isPending}
          aria-label={t(TEXT.resendLabel, { phone: sms.phone })}
          onPress={() =>
            resend.mutate(
              { params: { path: { id: sms.id } } },
              {
                onSuccess: () => showToast(translate(TEXT.queuedAgain), 'success'),
                onError: (error) => showToast(translate(TEXT.resendFailed, { reason: failureReason(error) })),
              },
            )
          }
        >
          {t(TEXT.resend)}
        </Button>
      ) : null}
    </Stack>
  );
}
