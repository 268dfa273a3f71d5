import { type components, errorMessage } from '@gym/api-client';
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
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { type SortChoice, SortedPagedList } from '../../app/SortedPagedList.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsBalance } from './SmsBalance.tsx';
import { SMS_LIST, SMS_PAGE_SIZES, type SmsListParams, type SmsSortColumn } from './sms-list-params.ts';
import { smsOriginLabel, smsStatusView } from './sms-status.ts';

type SmsRecord = components['schemas']['SmsRecord'];

/** The phone's order choice, standing in for the table's sortable headers. */
const SORT_CHOICES: SortChoice<SmsSortColumn>[] = [
  { id: 'sendDateTime:desc', label: 'Newest first' },
  { id: 'sendDateTime:asc', label: 'Oldest first' },
  { id: 'client:asc', label: 'Client A to Z' },
  { id: 'client:desc', label: 'Client Z to A' },
];

/** The SMS list: balance, monthly count chart, and the gym's messages with their order and page in the URL. */
export default function SmsListPage() {
  const navigate = useNavigate();
  const gymId = useSession().gym.gymId ?? 0;
  const [params, change] = useUrlListState(SMS_LIST);

  const monthly = api.useQuery('get', '/api/sms/gyms/{gymId}/monthly-count', {
    params: { path: { gymId } },
  });
  const messages = api.useQuery(
    'get',
    '/api/sms/gyms/{gymId}',
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

  const may = useMay();
  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>SMS List</Heading>
        <Inline>
          {may('sms.settings') ? (
            <Button variant="secondary" onPress={() => navigate(ROUTES.smsSchedule.to())}>
              Sms Setting
            </Button>
          ) : null}
          <Button onPress={() => navigate(ROUTES.smsAdd.to())}>Send SMS</Button>
        </Inline>
      </Inline>
      <SmsBalance />
      <QueryState query={monthly} loadingLabel="Loading the monthly SMS count" loadingLines={6}>
        {(months) => (
          <BarChart
            title="Monthly SMS Count"
            data={months.map((row) => ({ label: formatMonth(row), value: row.count }))}
            valueHeader="SMS"
            emptyKind="SMS"
            height={240}
          />
        )}
      </QueryState>
      <QueryState
        query={messages}
        loadingLabel="Loading the messages"
        loadingLines={params.rowsPerPage}
        empty={{
          isEmpty: (page) => isEmptyPage(page) && params.page === 0,
          kind: 'SMS',
          next: <Button onPress={() => navigate(ROUTES.smsAdd.to())}>Send SMS</Button>,
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
  const { dateTime } = useGymFormat();
  const columns: TableColumn<SmsRecord>[] = [
    {
      id: 'client',
      title: 'Client',
      cell: (sms) => sms.client?.name ?? 'No Client',
      sortable: true,
      isRowHeader: true,
    },
    { id: 'content', title: 'Content', cell: (sms) => <SmsContent sms={sms} />, long: true },
    { id: 'phone', title: 'Phone', cell: (sms) => sms.phone },
    { id: 'sendDateTime', title: 'Send Date', cell: (sms) => dateTime(sms.sendDateTime), sortable: true },
    { id: 'smsCost', title: 'SMS Cost', cell: (sms) => `-${sms.smsCost}`, align: 'end' },
    { id: 'status', title: 'Status', cell: (sms) => <SmsStatus sms={sms} /> },
  ];
  return (
    <SortedPagedList
      label="Sent SMS"
      columns={columns}
      items={items}
      rowKey={(sms) => sms.id}
      state={params}
      sortChoices={SORT_CHOICES}
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
          aria-label={`Resend the SMS to ${sms.phone}`}
          onPress={() =>
            resend.mutate(
              { params: { path: { id: sms.id } } },
              {
                onSuccess: () => showToast('SMS queued again', 'success'),
                onError: (error) =>
                  showToast(`Failed to resend SMS: ${errorMessage(error, 'Unknown error')}`),
              },
            )
          }
        >
          Resend
        </Button>
      ) : null}
    </Stack>
  );
}
