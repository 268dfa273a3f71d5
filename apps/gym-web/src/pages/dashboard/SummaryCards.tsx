import type { components } from '@gym/api-client';
import { Box, Card, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';

type DashboardCards = components['schemas']['DashboardCards'];

/** A figure not loaded yet: a blank of the figure's own line, so the card keeps its size. */
const BLANK = '\u00a0';

/** The four figures at the top of the dashboard; without `cards`, their titles over blank figures. */
export function SummaryCards({ cards }: { cards?: DashboardCards }) {
  const { money } = useGymFormat();
  const figures = [
    { title: 'Total Users', value: cards ? cards.totalUsers.toLocaleString('en-IN') : BLANK },
    {
      title: 'Total Active Members',
      value: cards ? cards.totalActiveMembers.toLocaleString('en-IN') : BLANK,
    },
    { title: 'Monthly Membership', value: cards ? money(cards.totalRevenueThisMonth) : BLANK },
    { title: 'Total Membership Collection', value: cards ? money(cards.totalRevenueToDate) : BLANK },
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
