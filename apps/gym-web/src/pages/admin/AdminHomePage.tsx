import type { components } from '@gym/api-client';
import { Box, Card, Heading, Link, ResponsiveList, Stack, Text } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import type { User } from './user-labels.ts';

type AdminSummary = components['schemas']['AdminSummary'];

const count = (value: number) => value.toLocaleString('en-IN');

/** The admin home: the platform's figures and the subscriptions about to end. */
export default function AdminHomePage() {
  const summary = api.useQuery('get', '/api/admin/summary');
  return (
    <Stack>
      <Heading level={1}>Admin</Heading>
      <QueryState query={summary} loadingLabel="Loading the platform figures" loadingLines={6}>
        {(data) => <PlatformFigures summary={data} />}
      </QueryState>
    </Stack>
  );
}

function PlatformFigures({ summary }: { summary: AdminSummary }) {
  const navigate = useNavigate();
  const { date } = useGymFormat();
  const figures = [
    { title: 'Users', value: count(summary.totalUsers), href: ROUTES.manageUsers.to() },
    { title: 'Gyms', value: count(summary.totalGyms), href: ROUTES.manageGyms.to() },
    {
      title: 'SMS Sent This Month',
      value: count(summary.smsSentThisMonth),
      note: `${count(summary.smsCreditsUsedThisMonth)} credits used`,
    },
    {
      title: 'Expiring in 7 Days',
      value: count(summary.expiringIn7Days),
      note: 'subscriptions ending today to 7 days from now',
    },
  ];
  return (
    <Stack>
      <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'four' }}>
        {figures.map(({ title, value, href, note }) => (
          <Card key={title} title={title} level={2}>
            <Text size="large" weight="bold">
              {value}
            </Text>
            {href ? <Link href={href}>Manage {title.toLowerCase()}</Link> : <Text tone="muted">{note}</Text>}
          </Card>
        ))}
      </Box>
      <Card title="Subscriptions Ending Soon" level={2}>
        {summary.expiringUsers.length === 0 ? (
          <Text tone="muted">No subscription ends in the next 7 days.</Text>
        ) : (
          <ResponsiveList<User>
            label="Subscriptions ending soon"
            items={summary.expiringUsers}
            rowKey={(user) => user.id}
            onRowAction={(id) => navigate(ROUTES.manageUser.to({ userId: String(id) }))}
            columns={[
              { id: 'name', title: 'Name', cell: (user) => user.name, isRowHeader: true },
              { id: 'phone', title: 'Phone', cell: (user) => user.phone },
              {
                id: 'expiry',
                title: 'ExpiryDate',
                cell: (user) => (user.paymentExpiryDate ? date(user.paymentExpiryDate) : '-'),
              },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
