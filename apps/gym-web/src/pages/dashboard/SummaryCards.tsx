import type { components } from '@gym/api-client';
import { Link, Stack, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { FigureCards } from '../../layouts/FigureCards.tsx';
import { ROUTES } from '../../routes/route-table.ts';

type DashboardCards = components['schemas']['DashboardCards'];

/** A figure not loaded yet: a blank of the figure's own line, so the card keeps its size. */
const BLANK = '\u00a0';

const TEXT = defineMessages({
  users: { defaultMessage: 'Total Users', description: 'Dashboard card: every client of the gym' },
  active: { defaultMessage: 'Total Active Members', description: 'Dashboard card' },
  monthly: {
    defaultMessage: 'Monthly Membership',
    description: 'Dashboard card: membership money this month',
  },
  collection: {
    defaultMessage: 'Total Membership Collection',
    description: 'Dashboard card: membership money collected so far',
  },
  outstanding: {
    defaultMessage: 'Total outstanding:',
    description: 'Dashboard: what clients still owe; the amount follows',
  },
  seeDues: { defaultMessage: 'See dues', description: 'Dashboard: link to the dues list' },
});

/**
 * The four figures at the top of the dashboard, and the total outstanding under them; without
 * `cards`, their titles over blank figures.
 */
export function SummaryCards({ cards }: { cards?: DashboardCards }) {
  const t = useT();
  const { money } = useGymFormat();
  const figures = [
    { title: t(TEXT.users), value: cards ? cards.totalUsers.toLocaleString('en-IN') : BLANK },
    {
      title: t(TEXT.active),
      value: cards ? cards.totalActiveMembers.toLocaleString('en-IN') : BLANK,
    },
    { title: t(TEXT.monthly), value: cards ? money(cards.totalRevenueThisMonth) : BLANK },
    { title: t(TEXT.collection), value: cards ? money(cards.totalRevenueToDate) : BLANK },
  ];
  return (
    <Stack gap="small">
      <FigureCards figures={figures} />
      {/* Ours, beside the specification's four cards: what clients still owe, and where. */}
      <Text>
        {`${t(TEXT.outstanding)} `}
        <Text as="span" weight="bold">
          {cards ? money(cards.totalOutstanding) : BLANK}
        </Text>
        {' · '}
        <Link variant="inline" href={ROUTES.dues.to()}>
          {t(TEXT.seeDues)}
        </Link>
      </Text>
    </Stack>
  );
}
