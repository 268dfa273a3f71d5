import type { components } from '@gym/api-client';
import { Box, MemberTypesChart, MonthlyCollectionsChart, Skeleton, Text } from '@gym/ui';
import type { useGymFormat } from '../../app/gym-format.ts';
import { type LoadingQuery, QueryState } from '../../app/QueryState.tsx';
import { COMMON } from '../../i18n/common.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

// The dashboard's charts, below a phone's first screen, in a chunk of their own (DashboardPage).

type Cards = components['schemas']['DashboardCards'];
type MonthlyPayments = components['schemas']['MonthlyPayment'][];

const TEXT = defineMessages({
  memberTypesFailed: {
    defaultMessage: 'The member types could not be loaded.',
    description: 'Dashboard: the member types chart failed to load',
  },
  loadingMemberTypes: {
    defaultMessage: 'Loading the member types',
    description: 'Screen reader: while loading',
  },
  loadingMonthly: {
    defaultMessage: 'Loading the monthly collections',
    description: 'Screen reader: while loading',
  },
  memberTypes: {
    defaultMessage: 'User Types Distribution',
    description: 'Dashboard: the donut chart’s title',
  },
  memberType: {
    defaultMessage: 'Member type',
    description: 'Dashboard donut chart: the table header of the types',
  },
  members: { defaultMessage: 'Members', description: 'Dashboard donut chart: the count’s header and total' },
  monthly: { defaultMessage: 'Monthly Payment Collections', description: 'Dashboard: the bar chart’s title' },
  noMembers: {
    defaultMessage: 'No member data available.',
    description: 'Dashboard donut chart with no members',
  },
  noCollections: {
    defaultMessage: 'No collection data available.',
    description: 'Dashboard bar chart with no payments in twelve months',
  },
});

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
  const t = useT();
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
            title={t(TEXT.memberTypes)}
            labelHeader={t(TEXT.memberType)}
            valueHeader={t(TEXT.members)}
            totalLabel={t(TEXT.members)}
            emptyTitle={t(TEXT.noMembers)}
            emptyHint={t(COMMON.emptyHint)}
          />
        ) : cards.isError ? (
          <Text tone="muted">{t(TEXT.memberTypesFailed)}</Text>
        ) : (
          <Skeleton lines={5} label={t(TEXT.loadingMemberTypes)} />
        )}
      </Box>
      <Box>
        <QueryState query={monthly} loadingLabel={t(TEXT.loadingMonthly)} loadingLines={5}>
          {(data) => (
            <MonthlyCollectionsChart
              title={t(TEXT.monthly)}
              emptyTitle={t(TEXT.noCollections)}
              emptyHint={t(COMMON.emptyHint)}
              currency={currency}
              months={data.map((row) => ({ year: row.year, month: row.month, amount: row.total }))}
            />
          )}
        </QueryState>
      </Box>
    </Box>
  );
}
