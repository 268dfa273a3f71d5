import type { components } from '@gym/api-client';
import { Box, Card, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';

type DashboardCards = components['schemas']['DashboardCards'];

/** The four figures at the top of the dashboard. */
export function SummaryCards({ cards }: { cards: DashboardCards }) {
  const { money } = useGymFormat();
  const figures = [
    { title: 'Total Users', value: cards.totalUsers.toLocaleString('en-IN') },
    { title: 'Total Active Members', value: cards.totalActiveMembers.toLocaleString('en-IN') },
    { title: 'Monthly Membership', value: money(cards.totalRevenueThisMonth) },
    { title: 'Total Membership Collection', value: money(cards.totalRevenueToDate) },
  ];
  return (
    <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'four' }}>
      {figures.map((figure) => (
        <Card key={figure.title} title={figure.title} level={2}>
          <Text size="large" weight="bold">
            {figure.value}
          </Text>
        </Card>
      ))}
    </Box>
  );
}
