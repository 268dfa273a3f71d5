import { EmptyState, Link, Pagination, ResponsiveList, Stack, type TableColumn, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { type ActivityEntry, describeActivity } from './activity-words.ts';

const ROWS_PER_PAGE = [10, 25, 50, 100] as const;

export type ActivityOf = { gymId: number } | { clientId: number };

/**
 * The activity trail of a gym or of one client, newest first (decision 0044): when, who, what
 * changed from what to what; a gym's trail also names the client.
 */
export function ActivityList({ of }: { of: ActivityOf }) {
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
      title: 'What',
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
            title: 'Client',
            cell: (entry: ActivityEntry) =>
              entry.clientId !== null && entry.clientName !== null ? (
                <Link href={ROUTES.clientDetail.to({ clientId: entry.clientId })}>{entry.clientName}</Link>
              ) : (
                '-'
              ),
          },
        ]
      : []),
    { id: 'by', title: 'By', cell: (entry) => describeActivity(entry, format).by },
    { id: 'at', title: 'When', cell: (entry) => dateTime(entry.at) },
  ];

  return (
    <QueryState query={trail} loadingLabel="Loading the activity" loadingLines={4}>
      {(page) =>
        page.paginationResponse.totalElements === 0 ? (
          <EmptyState
            kind="activity"
            title="No activity yet"
            hint="Invoices, payments, freezes and door changes are recorded here as they happen."
          />
        ) : (
          <Stack gap="medium">
            <ResponsiveList
              label="Activity"
              columns={columns}
              items={page.content}
              rowKey={(entry) => entry.id}
            />
            <Pagination
              label="Activity pages"
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
