import { errorMessage } from '@gym/api-client';
import { Badge, Box, Button, Card, Heading, Inline, Link, Stack, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { Fact } from '../../layouts/Fact.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';
import { RouteUser } from './RouteUser.tsx';
import { roleLabel, type User, verifiedLabel } from './user-labels.ts';

const TEXT = defineMessages({
  deleted: {
    defaultMessage: 'User {name} deleted successfully',
    description: 'Toast after a user is deleted',
  },
  deleteFailed: { defaultMessage: 'Failed to delete user. Please try again.', description: 'Toast' },
  deleteUser: { defaultMessage: 'Delete User', description: 'The user page’s button; the question’s title' },
  details: { defaultMessage: 'Details', description: 'The user page: the card of the user’s fields' },
  verified: { defaultMessage: 'Verified', description: 'The user page: whether the subscription runs' },
  yes: { defaultMessage: 'Yes' },
  no: { defaultMessage: 'No' },
  updated: { defaultMessage: 'Updated', description: 'The user page: when the user last changed' },
  delete: { defaultMessage: 'Delete', description: 'The delete question’s confirming button' },
  deleting: { defaultMessage: 'Deleting...' },
  deleteQuestion: {
    defaultMessage:
      'Delete {name} ({phone}) with all their gyms, clients, invoices, payments, money records, SMS and devices? This cannot be undone.',
  },
  loadingGyms: { defaultMessage: "Loading the user's gyms", description: 'Screen reader: while loading' },
  noGyms: { defaultMessage: 'No gyms yet.', description: 'The user page: a user with no gym' },
  gymWithBranch: { defaultMessage: '{gym} ({branch})', description: 'A gym’s name with its branch' },
  showInGyms: { defaultMessage: 'Show these gyms in Gyms' },
});

/** One user: every field, their gyms, Edit and Delete. */
export default function UserDetailPage() {
  return <RouteUser>{(user) => <UserDetails user={user} />}</RouteUser>;
}

function UserDetails({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const { date, dateTime } = useGymFormat();
  const self = useSession().user.userId === user.id;
  const [confirming, setConfirming] = useState(false);
  const remove = api.useMutation('delete', '/api/users/{id}');
  const verified = verifiedLabel(user);

  const confirmDelete = () =>
    remove.mutate(
      { params: { path: { id: user.id } } },
      {
        onSuccess: () => {
          showToast(translate(TEXT.deleted, { name: user.name }), 'success');
          navigate(ROUTES.manageUsers.to(), { replace: true });
        },
        onError: (error) => {
          setConfirming(false);
          showToast(serverText(errorMessage(error, translate(TEXT.deleteFailed))));
        },
      },
    );

  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between">
        <Inline>
          <Heading level={1}>{user.name}</Heading>
          <Badge tone={verified.tone}>{verified.text}</Badge>
        </Inline>
        <Inline>
          <Button onPress={() => navigate(ROUTES.manageUserEdit.to({ userId: user.id }))}>
            {t(ADMIN_TEXTS.editUser)}
          </Button>
          {self ? null : (
            <Button variant="critical" onPress={() => setConfirming(true)}>
              {t(TEXT.deleteUser)}
            </Button>
          )}
        </Inline>
      </Inline>
      <Card title={t(TEXT.details)} level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label={t(ADMIN_TEXTS.name)}>{user.name}</Fact>
          <Fact label={t(ADMIN_TEXTS.phone)}>{user.phone}</Fact>
          <Fact label={t(ADMIN_TEXTS.district)}>{user.district}</Fact>
          <Fact label={t(ADMIN_TEXTS.address)}>{user.address}</Fact>
          <Fact label={t(ADMIN_TEXTS.role)}>{roleLabel(user.role)}</Fact>
          <Fact label={t(TEXT.verified)}>{user.verified ? t(TEXT.yes) : t(TEXT.no)}</Fact>
          <Fact label={t(ADMIN_TEXTS.totalSms)}>{String(user.totalSms)}</Fact>
          <Fact label={t(ADMIN_TEXTS.paymentExpiry)}>
            {user.paymentExpiryDate ? date(user.paymentExpiryDate) : null}
          </Fact>
          <Fact label={t(ADMIN_TEXTS.created)}>{dateTime(user.createdAt)}</Fact>
          <Fact label={t(TEXT.updated)}>{dateTime(user.updatedAt)}</Fact>
        </Box>
      </Card>
      <UserGyms userId={user.id} />
      <ConfirmDialog
        title={t(TEXT.deleteUser)}
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel={t(TEXT.delete)}
        variant="critical"
        onConfirm={confirmDelete}
        isPending={remove.isPending}
        pendingLabel={t(TEXT.deleting)}
      >
        <Text>{t(TEXT.deleteQuestion, { name: user.name, phone: user.phone })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** The gyms the user runs, so the admin sees what a delete takes with it. */
function UserGyms({ userId }: { userId: number }) {
  const t = useT();
  const gyms = api.useQuery('get', '/api/gyms/users/{userId}', {
    params: { path: { userId }, query: { pageNo: 0, pageSize: 100, sortBy: 'gymName', sortOrder: 'asc' } },
  });
  return (
    <Card title={t(ADMIN_TEXTS.gyms)} level={2}>
      <QueryState query={gyms} loadingLabel={t(TEXT.loadingGyms)} loadingLines={2}>
        {(page) =>
          page.content.length === 0 ? (
            <Text tone="muted">{t(TEXT.noGyms)}</Text>
          ) : (
            <Stack gap="xsmall">
              {page.content.map((gym) => (
                <Text key={gym.id}>
                  {gym.branch ? t(TEXT.gymWithBranch, { gym: gym.gymName, branch: gym.branch }) : gym.gymName}
                </Text>
              ))}
              <Link href={`${ROUTES.manageGyms.to()}?userId=${userId}`}>{t(TEXT.showInGyms)}</Link>
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
