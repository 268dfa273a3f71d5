import { AttendanceCalendar, BarChart, Box, Card, Heading, Inline, Stack } from '@gym/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { api, apiClient } from '../../app/api.ts';
import { ExportButton } from '../../app/ExportButton.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { attendanceMonthInAddress, daysAttendedBars, toPunch } from './attendance-data.ts';

/**
 * A client's attendance: the month's calendar (Sunday first, present days green with each punch,
 * absent days red; the month in the address) and the days attended in each of the last 12 months.
 */
export default function AttendancePage() {
  const clientId = Number(useParams().clientId);
  const { timeZone, today } = useGymFormat();
  const todayDate = today();
  const [month, showMonth] = useUrlListState(attendanceMonthInAddress(todayDate));

  const client = api.useQuery('get', '/api/clients/{id}', { params: { path: { id: clientId } } });
  // The shown month stays on screen while the next one loads, so the calendar keeps its focus.
  const records = api.useQuery(
    'get',
    '/api/attendance/client/in-out',
    { params: { query: { clientId, month: month.month, year: month.year } } },
    { placeholderData: (previous) => previous },
  );
  const lastMonths = api.useQuery('get', '/api/attendance/client/last-12-months', {
    params: { query: { clientId } },
  });
  const punches = useMemo(
    () => (records.data ?? []).map((record) => toPunch(record, timeZone)),
    [records.data, timeZone],
  );

  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between">
        <Heading level={1}>{client.data ? `Attendance of ${client.data.name}` : 'Attendance'}</Heading>
        <ExportButton
          download={() =>
            apiClient.GET('/api/exports/attendance/client', {
              params: { query: { clientId, month: month.month, year: month.year } },
              parseAs: 'blob',
            })
          }
        />
      </Inline>
      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        <Card title="Attendance Calendar" level={2}>
          <QueryState query={records} loadingLabel="Loading attendance" loadingLines={6}>
            {() => (
              <AttendanceCalendar
                month={month}
                punches={punches}
                today={todayDate}
                joined={client.data?.joinedDate ?? null}
                onMonthChange={showMonth}
              />
            )}
          </QueryState>
        </Card>
        <AfterLoading queries={[records]}>
          <Card level={2}>
            <QueryState query={lastMonths} loadingLabel="Loading the last 12 months" loadingLines={6}>
              {(months) => (
                <BarChart
                  title="Total Days Attended"
                  data={daysAttendedBars(months)}
                  valueHeader="Days"
                  emptyKind="attendance"
                />
              )}
            </QueryState>
          </Card>
        </AfterLoading>
      </Box>
    </Stack>
  );
}
