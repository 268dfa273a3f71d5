import { AttendanceCalendar, BarChart, Box, Card, Heading, Inline, Stack } from '@gym/ui';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, apiClient } from '../../app/api.ts';
import { ExportButton } from '../../app/ExportButton.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useParams } from '../../routes/navigation.tsx';
import { useMay } from '../../session/gym-role.ts';
import {
  adMonthsOf,
  attendanceMonthInAddress,
  daysAttendedBars,
  oneAnswer,
  toPunch,
} from './attendance-data.ts';

const TEXT = defineMessages({
  titleOf: {
    defaultMessage: 'Attendance of {name}',
    description: 'Attendance page: its heading, a client’s name',
  },
  title: { defaultMessage: 'Attendance', description: 'Attendance page: its heading while the client loads' },
  calendar: { defaultMessage: 'Attendance Calendar', description: 'Attendance page: the month’s calendar' },
  loading: { defaultMessage: 'Loading attendance', description: 'Screen reader: while loading' },
  loadingMonths: {
    defaultMessage: 'Loading the last 12 months',
    description: 'Screen reader: while loading',
  },
  daysAttended: {
    defaultMessage: 'Total Days Attended',
    description: 'Attendance page: the chart of days attended in each of the last 12 months',
  },
  days: { defaultMessage: 'Days', description: 'Attendance chart: the column of days attended' },
});

/**
 * A client's attendance: the month's calendar (Sunday first, present days green with each punch,
 * absent days red; the month in the address) and the days attended in each of the last 12 months.
 */
export default function AttendancePage() {
  const t = useT();
  const may = useMay();
  const clientId = Number(useParams().clientId);
  const { timeZone, today, dates } = useGymFormat();
  const calendar = dates.calendar ?? 'AD';
  const todayDate = today();
  const [month, showMonth] = useUrlListState(attendanceMonthInAddress(todayDate, calendar));

  const client = api.useQuery('get', '/api/clients/{id}', { params: { path: { id: clientId } } });
  // The server answers by AD month: a BS month asks for the two it straddles, as one answer. The
  // shown month stays on screen while the next one loads, so the calendar keeps its focus.
  const records = useQueries({
    queries: adMonthsOf(month, calendar).map((adMonth) =>
      api.queryOptions(
        'get',
        '/api/attendance/client/in-out',
        { params: { query: { clientId, month: adMonth.month, year: adMonth.year } } },
        { placeholderData: keepPreviousData },
      ),
    ),
    combine: oneAnswer,
  });
  const lastMonths = api.useQuery('get', '/api/attendance/client/last-12-months', {
    params: { query: { clientId } },
  });
  const punches = useMemo(
    () => (records.data ?? []).map((record) => toPunch(record, timeZone)),
    [records.data, timeZone],
  );

  return (
    <Stack gap="xlarge">
      <Heading level={1}>{client.data ? t(TEXT.titleOf, { name: client.data.name }) : t(TEXT.title)}</Heading>
      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        <Card title={t(TEXT.calendar)} level={2}>
          <QueryState query={records} loadingLabel={t(TEXT.loading)} loadingLines={6}>
            {() => (
              <AttendanceCalendar
                month={month}
                calendar={calendar}
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
            <QueryState query={lastMonths} loadingLabel={t(TEXT.loadingMonths)} loadingLines={6}>
              {(months) => (
                <BarChart
                  title={t(TEXT.daysAttended)}
                  data={daysAttendedBars(months)}
                  valueHeader={t(TEXT.days)}
                  emptyKind="attendance"
                />
              )}
            </QueryState>
          </Card>
        </AfterLoading>
      </Box>
      {/* Below the month's figures, once they are in place: the heading's name arriving moves
          nothing beside it, and nothing pushes it down (decision 0038). */}
      <AfterLoading queries={[records, lastMonths]}>
        {may('data.export') ? (
          <Inline>
            <ExportButton
              download={() =>
                apiClient.GET('/api/exports/attendance/client', {
                  params: { query: { clientId, month: month.month, year: month.year } },
                  parseAs: 'blob',
                })
              }
            />
          </Inline>
        ) : null}
      </AfterLoading>
    </Stack>
  );
}
