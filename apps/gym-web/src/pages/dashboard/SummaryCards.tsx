import type { components } from '@gym/api-client';
import { Box, Card, Link, Stack, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { ROUTES } from '../../routes/route-table.ts';

type DashboardCards = components['schemas']['DashboardCards'];

/** The four figures at the top of the dashboard, and the total outstanding under them. */
export function SummaryCards({ cards }: { cards: DashboardCards }) {
  const { money } = useGymFormat();
  const figures = [
    { title: 'Total Users', value: cards.totalUsers.toLocaleString('en-IN') },
    { title: 'Total Active Members', value: cards.totalActiveMembers.toLocaleString('en-IN') },
    { title: 'Monthly Membership', value: money(cards.totalRevenueThisMonth) },
    { title: 'Total Membership Collection', value: money(cards.totalRevenueToDate) },
  ];
  return (
    <Stack gap="small">
      <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'four' }}>
        {figures.map((figure) => (
          <Card key={figure.title} title={figure.title} level={2}>
            <Text size="large" weight="bold">
              {figure.value}
            </Text>
          </Card>
        ))}
      </Box>
      {/* Ours, beside the specification's four cards: what clients still owe, and where. */}
      <Text>
        {'Total outstanding: '}
        <Text as="span" weight="bold">
          {money(cards.totalOutstanding)}
        </Text>
        {' · '}
        <Link href={ROUTES.dues.to()}>See dues</Link>
      </Text>
    </Stack>
  );
}
