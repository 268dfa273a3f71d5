import { Box, Heading, MemberTypesChart, MonthlyCollectionsChart, Skeleton, Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useSession } from '../../session/session-store.ts';
import { ExpiredClients } from './ExpiredClients.tsx';
import { FinancialSummary } from './FinancialSummary.tsx';
import { SummaryCards } from './SummaryCards.tsx';

/**
 * The home screen of a gym: the four summary cards, the Financial Summary, the member types and
 * monthly collections charts (each in its own frame), and the expired clients. Each part loads
 * (and fails) on its own; each shows once the parts above it are in place, so none is pushed down.
 */
export default function DashboardPage() {
  const { gym } = useSession();
  const gymId = gym.gymId ?? 0;
  const { currency } = useGymFormat();
  const path = { params: { path: { gymId } } };
  const cards = api.useQuery('get', '/api/dashboard-cards/{gymId}', path);
  const monthly = api.useQuery('get', '/api/dashboard-monthly-payments/{gymId}', path);
  const summary = api.useQuery('get', '/api/dashboard-financial-summary/{gymId}', path);

  return (
    <Stack gap="xlarge">
      <Heading level={1}>Dashboard</Heading>
      <QueryState query={cards} loadingLabel="Loading the summary cards" placeholder={<SummaryCards />}>
        {(data) => <SummaryCards cards={data} />}
      </QueryState>
      <AfterLoading queries={[cards]}>
        <QueryState query={summary} loadingLabel="Loading the financial summary" loadingLines={4}>
          {(data) => <FinancialSummary summary={data} />}
        </QueryState>
      </AfterLoading>
      <AfterLoading queries={[cards, summary]}>
        {/* One under the other on a phone (a column, so a chart takes the screen's width, not its own),
          side by side on a desktop. */}
        <Box
          display={{ mobile: 'flex', desktop: 'grid' }}
          flexDirection="column"
          gap="large"
          gridTemplateColumns={{ desktop: 'two' }}
        >
          <Box>
            {cards.data ? (
              <MemberTypesChart
                active={cards.data.totalActiveMembers}
                expired={cards.data.totalExpiredMembers}
                inactive={cards.data.totalInactiveMembers}
              />
            ) : cards.isError ? (
              <Text tone="muted">The member types could not be loaded.</Text>
            ) : (
              <Skeleton lines={5} label="Loading the member types" />
            )}
          </Box>
          <Box>
            <QueryState query={monthly} loadingLabel="Loading the monthly collections" loadingLines={5}>
              {(data) => (
                <MonthlyCollectionsChart
                  currency={currency}
                  months={data.map((row) => ({ year: row.year, month: row.month, amount: row.total }))}
                />
              )}
            </QueryState>
          </Box>
        </Box>
      </AfterLoading>
      <AfterLoading queries={[cards, summary, monthly]}>
        <ExpiredClients gymId={gymId} />
      </AfterLoading>
    </Stack>
  );
}
