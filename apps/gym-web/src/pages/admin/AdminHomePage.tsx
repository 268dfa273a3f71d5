import type { components } from '@gym/api-client';
import { Box, Card, Heading, Link, ResponsiveList, Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';
import type { User } from './user-labels.ts';

type AdminSummary = components['schemas']['AdminSummary'];

const count = (value: number) => value.toLocaleString('en-IN');

const TEXT = defineMessages({
  title: { defaultMessage: 'Admin', description: 'The admin home’s heading' },
  loading: { defaultMessage: 'Loading the platform figures', description: 'Screen reader: while loading' },
  smsSent: { defaultMessage: 'SMS Sent This Month', description: 'Admin home: a figure' },
  creditsUsed: {
    defaultMessage: '{count} credits used',
    description: 'Admin home: under SMS Sent This Month',
  },
  expiring: { defaultMessage: 'Expiring in 7 Days', description: 'Admin home: a figure' },
  expiringNote: { defaultMessage: 'subscriptions ending today to 7 days from now' },
  manageUsers: { defaultMessage: 'Manage users', description: 'Admin home: link under Users' },
  manageGyms: { defaultMessage: 'Manage gyms', description: 'Admin home: link under Gyms' },
  endingSoon: { defaultMessage: 'Subscriptions Ending Soon', description: 'Admin home: a card' },
  noneEnding: { defaultMessage: 'No subscription ends in the next 7 days.' },
  endingSoonLabel: { defaultMessage: 'Subscriptions ending soon', description: 'The table’s name' },
  expiryDate: { defaultMessage: 'ExpiryDate', description: 'Admin: the subscription’s end date column' },
});

/** The admin home: the platform's figures and the subscriptions about to end. */
export default function AdminHomePage() {
  const t = useT();
  const summary = api.useQuery('get', '/api/admin/summary');
  return (
    <Stack>
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <QueryState query={summary} loadingLabel={t(TEXT.loading)} loadingLines={6}>
        {(data) => <PlatformFigures summary={data} />}
      </QueryState>
    </Stack>
  );
}

function PlatformFigures({ summary }: { summary: AdminSummary }) {
  const t = useT();
  const navigate = useNavigate();
  const { date } = useGymFormat();
  const figures = [
    {
      title: t(ADMIN_TEXTS.users),
      value: count(summary.totalUsers),
      link: { href: ROUTES.manageUsers.to(), text: t(TEXT.manageUsers) },
    },
    {
      title: t(ADMIN_TEXTS.gyms),
      value: count(summary.totalGyms),
      link: { href: ROUTES.manageGyms.to(), text: t(TEXT.manageGyms) },
    },
    {
      title: t(TEXT.smsSent),
      value: count(summary.smsSentThisMonth),
      note: t(TEXT.creditsUsed, { count: count(summary.smsCreditsUsedThisMonth) }),
    },
    {
      title: t(TEXT.expiring),
      value: count(summary.expiringIn7Days),
      note: t(TEXT.expiringNote),
    },
  ];
  return (
    <Stack>
      <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'four' }}>
        {figures.map(({ title, value, link, note }) => (
          <Card key={title} title={title} level={2}>
            <Text size="large" weight="bold">
              {value}
            </Text>
            {link ? <Link href={link.href}>{link.text}</Link> : <Text tone="muted">{note}</Text>}
          </Card>
        ))}
      </Box>
      <Card title={t(TEXT.endingSoon)} level={2}>
        {summary.expiringUsers.length === 0 ? (
          <Text tone="muted">{t(TEXT.noneEnding)}</Text>
        ) : (
          <ResponsiveList<User>
            label={t(TEXT.endingSoonLabel)}
            items={summary.expiringUsers}
            rowKey={(user) => user.id}
            onRowAction={(id) => navigate(ROUTES.manageUser.to({ userId: String(id) }))}
            columns={[
              { id: 'name', title: t(ADMIN_TEXTS.name), cell: (user) => user.name, isRowHeader: true },
              { id: 'phone', title: t(ADMIN_TEXTS.phone), cell: (user) => user.phone },
              {
                id: 'expiry',
                title: t(TEXT.expiryDate),
                cell: (user) => (user.paymentExpiryDate ? date(user.paymentExpiryDate) : '-'),
              },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
