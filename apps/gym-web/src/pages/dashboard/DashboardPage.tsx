import { Box, Heading, MemberTypesChart, MonthlyCollectionsChart, Skeleton, Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { COMMON } from '../../i18n/common.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { ExpiredClients } from './ExpiredClients.tsx';
import { FinancialSummary } from './FinancialSummary.tsx';
import { SummaryCards } from './SummaryCards.tsx';

const TEXT = defineMessages({
  heading: { defaultMessage: 'Dashboard', description: 'The home screen’s heading' },
  loadingCards: { defaultMessage: 'Loading the summary cards', description: 'Screen reader: while loading' },
  loadingSummary: {
    defaultMessage: 'Loading the financial summary',
    description: 'Screen reader: while loading',
  },
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

/**
 * The home screen of a gym: the four summary cards, the Financial Summary, the member types and
 * monthly collections charts (each in its own frame), and the expired clients. Each part loads
 * (and fails) on its own; each shows once the parts above it are in place, so none is pushed down.
 */
export default function DashboardPage() {
  const t = useT();
  const { gym } = useSession();
  const gymId = gym.gymId ?? 0;
  const { currency } = useGymFormat();
  const path = { params: { path: { gymId } } };
  const cards = api.useQuery('get', '/api/dashboard-cards/{gymId}', path);
  const monthly = api.useQuery('get', '/api/dashboard-monthly-payments/{gymId}', path);
  const summary = api.useQuery('get', '/api/dashboard-financial-summary/{gymId}', path);

  return (
    <Stack gap="xlarge">
      <Heading level={1}>{t(TEXT.heading)}</Heading>
      <QueryState query={cards} loadingLabel={t(TEXT.loadingCards)} placeholder={<SummaryCards />}>
        {(data) => <SummaryCards cards={data} />}
      </QueryState>
      <AfterLoading queries={[cards]}>
        <QueryState query={summary} loadingLabel={t(TEXT.loadingSummary)} loadingLines={4}>
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
      </AfterLoading>
      <AfterLoading queries={[cards, summary, monthly]}>
        <ExpiredClients gymId={gymId} />
      </AfterLoading>
    </Stack>
  );
}
