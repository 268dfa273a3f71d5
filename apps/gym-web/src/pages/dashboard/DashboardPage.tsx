import { Heading, Stack } from '@gym/ui';
import { lazy, Suspense } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { FinancialSummary } from './FinancialSummary.tsx';
import { SummaryCards } from './SummaryCards.tsx';

// The charts and the expired clients are below a phone's first screen: their code (the charts, the
// list's paging and photos) is a chunk of its own, asked for when the figures above them have come
// (not beside them, where its ten files held up the figures' answers on a slow phone), so the first
// paint waits for less (issue 24's Lighthouse goal). Each part shows after the parts above it
// (AfterLoading), so arriving late pushes nothing down.
const below = () => import('./DashboardBelow.tsx');
const DashboardCharts = lazy(() => below().then((module) => ({ default: module.DashboardCharts })));
// The expired clients' list (photos, paging, its state in the address) is a chunk of its own too.
const ExpiredClients = lazy(() =>
  import('./ExpiredClients.tsx').then((module) => ({ default: module.ExpiredClients })),
);
/** Nothing to see while their code is on its way; marked so the stories wait for it (as ResponsiveList's). */
const onTheWay = <div data-on-demand-pending="" />;

const TEXT = defineMessages({
  heading: { defaultMessage: 'Dashboard', description: 'The home screen’s heading' },
  loadingCards: { defaultMessage: 'Loading the summary cards', description: 'Screen reader: while loading' },
  loadingSummary: {
    defaultMessage: 'Loading the financial summary',
    description: 'Screen reader: while loading',
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
        <Suspense fallback={onTheWay}>
          <DashboardCharts cards={cards} monthly={monthly} currency={currency} />
        </Suspense>
      </AfterLoading>
      <AfterLoading queries={[cards, summary, monthly]}>
        <Suspense fallback={onTheWay}>
          <ExpiredClients gymId={gymId} />
        </Suspense>
      </AfterLoading>
    </Stack>
  );
}
