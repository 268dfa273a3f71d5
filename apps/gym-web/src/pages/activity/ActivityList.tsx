import { EmptyState, Link, Pagination, ResponsiveList, Stack, type TableColumn, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { type ActivityEntry, describeActivity } from './activity-words.ts';

const ROWS_PER_PAGE = [10, 25, 50, 100] as const;

const TEXT = defineMessages({
  what: { defaultMessage: 'What', description: 'Activity trail, column: what changed' },
  client: { defaultMessage: 'Client', description: 'Column: the client' },
  by: { defaultMessage: 'By', description: 'Activity trail, column: who made the change' },
  when: { defaultMessage: 'When', description: 'Activity trail, column: when it changed' },
  loading: { defaultMessage: 'Loading the activity', description: 'Screen reader: while loading' },
  empty: { defaultMessage: 'No activity yet', description: 'Activity trail: nothing recorded' },
  emptyHint: {
    defaultMessage: 'Invoices, payments, freezes and door changes are recorded here as they happen.',
    description: 'Activity trail: nothing recorded',
  },
  list: { defaultMessage: 'Activity', description: 'The activity list’s name for screen readers' },
  pages: { defaultMessage: 'Activity pages', description: 'Screen reader: the activity list’s page buttons' },
});

export type ActivityOf = { gymId: number } | { clientId: number };

/**
 * The activity trail of a gym or of one client, newest first (decision 0044): when, who, what
 * changed from what to what; a gym's trail also names the client.
 */
export function ActivityList({ of }: { of: ActivityOf }) {
  const t = useT();
  const { money, date, dateTime } = useGymFormat();
  const [pageNo, setPageNo] = useState(0);
  const [pageSize, setPageSize] = useState<number>(ROWS_PER_PAGE[0]);
  const query = { pageNo, pageSize };
  const options = { placeholderData: <T,>(previous: T) => previous };
  const gymTrail = api.useQuery(
    'get',
    '/api/activity/gyms/{gymId}',
    { params: { path: { gymId: 'gymId' in of ? of.gymId : 0 }, query } },
    { ...options, enabled: 'gymId' in of },
  );
  const clientTrail = api.useQuery(
    'get',
    '/api/clients/{id}/activity',
    { params: { path: { id: 'clientId' in of ? of.clientId : 0 }, query } },
    { ...options, enabled: 'clientId' in of },
  );
  const trail = 'gymId' in of ? gymTrail : clientTrail;
  const format = { money, date: (value: string) => date(value) };

  const columns: TableColumn<ActivityEntry>[] = [
    {
      id: 'what',
      title: t(TEXT.what),
      isRowHeader: true,
      cell: (entry) => {
        const { title, lines } = describeActivity(entry, format);
        return (
          <Stack gap="xsmall">
            <Text weight="bold">{title}</Text>
            {lines.map((line) => (
              <Text key={line} size="small">
                {line}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    ...('gymId' in of
      ? [
          {
            id: 'client',
            title: t(TEXT.client),
            cell: (entry: ActivityEntry) =>
              entry.clientId !== null && entry.clientName !== null ? (
                <Link href={ROUTES.clientDetail.to({ clientId: entry.clientId })}>{entry.clientName}</Link>
              ) : (
                '-'
              ),
          },
        ]
      : []),
    { id: 'by', title: t(TEXT.by), cell: (entry) => describeActivity(entry, format).by },
    { id: 'at', title: t(TEXT.when), cell: (entry) => dateTime(entry.at) },
  ];

  return (
    <QueryState query={trail} loadingLabel={t(TEXT.loading)} loadingLines={4}>
      {(page) =>
        page.paginationResponse.totalElements === 0 ? (
          <EmptyState kind="activity" title={t(TEXT.empty)} hint={t(TEXT.emptyHint)} />
        ) : (
          <Stack gap="medium">
            <ResponsiveList
              label={t(TEXT.list)}
              columns={columns}
              items={page.content}
              rowKey={(entry) => entry.id}
            />
            <Pagination
              label={t(TEXT.pages)}
              pageNo={pageNo}
              pageSize={pageSize}
              totalElements={page.paginationResponse.totalElements}
              onPageChange={setPageNo}
              pageSizeOptions={ROWS_PER_PAGE}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPageNo(0);
              }}
            />
          </Stack>
        )
      }
    </QueryState>
  );
}
