import type { components } from '@gym/api-client';
import { Link, Stack, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { FigureCards } from '../../layouts/FigureCards.tsx';
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
      <FigureCards figures={figures} />
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
