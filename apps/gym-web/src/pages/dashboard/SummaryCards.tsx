import type { components } from '@gym/api-client';
import { Link, Stack, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { FigureCards } from '../../layouts/FigureCards.tsx';
import { ROUTES } from '../../routes/route-table.ts';

type DashboardCards = components['schemas']['DashboardCards'];

/** A figure not loaded yet: a blank of the figure's own line, so the card keeps its size. */
const BLANK = '\u00a0';

/**
 * The four figures at the top of the dashboard, and the total outstanding under them; without
 * `cards`, their titles over blank figures.
 */
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
    <Stack gap="small">
      <FigureCards figures={figures} />
      {/* Ours, beside the specification's four cards: what clients still owe, and where. */}
      <Text>
        {'Total outstanding: '}
        <Text as="span" weight="bold">
          {cards ? money(cards.totalOutstanding) : BLANK}
        </Text>
        {' · '}
        <Link variant="inline" href={ROUTES.dues.to()}>
          See dues
        </Link>
      </Text>
    </Stack>
  );
}
