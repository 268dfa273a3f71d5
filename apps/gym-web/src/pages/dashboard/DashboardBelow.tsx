import type { components } from '@gym/api-client';
import { Box, MemberTypesChart, MonthlyCollectionsChart, Skeleton, Text } from '@gym/ui';
import type { useGymFormat } from '../../app/gym-format.ts';
import { type LoadingQuery, QueryState } from '../../app/QueryState.tsx';

// The dashboard's parts below a phone's first screen, in a chunk of their own (DashboardPage).
export { ExpiredClients } from './ExpiredClients.tsx';

type Cards = components['schemas']['DashboardCards'];
type MonthlyPayments = components['schemas']['MonthlyPayment'][];

/** The member types and monthly collections charts: one under the other on a phone, side by side on a desktop. */
export function DashboardCharts({
  cards,
  monthly,
  currency,
}: {
  cards: LoadingQuery<Cards>;
  monthly: LoadingQuery<MonthlyPayments>;
  currency: ReturnType<typeof useGymFormat>['currency'];
}) {
  return (
    // A column on a phone, so a chart takes the screen's width, not its own.
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
  );
}
