import { errorMessage } from '@gym/api-client';
import { Badge, Box, Button, Card, Heading, Inline, Link, Stack, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { Fact } from '../../layouts/Fact.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { RouteUser } from './RouteUser.tsx';
import { roleLabel, type User, verifiedLabel } from './user-labels.ts';

/** One user: every field, their gyms, Edit and Delete. */
export default function UserDetailPage() {
  return <RouteUser>{(user) => <UserDetails user={user} />}</RouteUser>;
}

function UserDetails({ user }: { user: User }) {
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
          showToast(`User ${user.name} deleted successfully`, 'success');
          navigate(ROUTES.manageUsers.to(), { replace: true });
        },
        onError: (error) => {
          setConfirming(false);
          showToast(errorMessage(error, 'Failed to delete user. Please try again.'));
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
          <Button onPress={() => navigate(ROUTES.manageUserEdit.to({ userId: user.id }))}>Edit User</Button>
          {self ? null : (
            <Button variant="critical" onPress={() => setConfirming(true)}>
              Delete User
            </Button>
          )}
        </Inline>
      </Inline>
      <Card title="Details" level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label="Name">{user.name}</Fact>
          <Fact label="Phone">{user.phone}</Fact>
          <Fact label="District">{user.district}</Fact>
          <Fact label="Address">{user.address}</Fact>
          <Fact label="Role">{roleLabel(user.role)}</Fact>
          <Fact label="Verified">{user.verified ? 'Yes' : 'No'}</Fact>
          <Fact label="Total SMS">{String(user.totalSms)}</Fact>
          <Fact label="Payment Expiry">{user.paymentExpiryDate ? date(user.paymentExpiryDate) : null}</Fact>
          <Fact label="Created">{dateTime(user.createdAt)}</Fact>
          <Fact label="Updated">{dateTime(user.updatedAt)}</Fact>
        </Box>
      </Card>
      <UserGyms userId={user.id} />
      <ConfirmDialog
        title="Delete User"
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel="Delete"
        variant="critical"
        onConfirm={confirmDelete}
        isPending={remove.isPending}
        pendingLabel="Deleting..."
      >
        <Text>
          Delete {user.name} ({user.phone}) with all their gyms, clients, invoices, payments, money records,
          SMS and devices? This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** The gyms the user runs, so the admin sees what a delete takes with it. */
function UserGyms({ userId }: { userId: number }) {
  const gyms = api.useQuery('get', '/api/gyms/users/{userId}', {
    params: { path: { userId }, query: { pageNo: 0, pageSize: 100, sortBy: 'gymName', sortOrder: 'asc' } },
  });
  return (
    <Card title="Gyms" level={2}>
      <QueryState query={gyms} loadingLabel="Loading the user's gyms" loadingLines={2}>
        {(page) =>
          page.content.length === 0 ? (
            <Text tone="muted">No gyms yet.</Text>
          ) : (
            <Stack gap="xsmall">
              {page.content.map((gym) => (
                <Text key={gym.id}>
                  {gym.gymName}
                  {gym.branch ? ` (${gym.branch})` : ''}
                </Text>
              ))}
              <Link href={`${ROUTES.manageGyms.to()}?userId=${userId}`}>Show these gyms in Gyms</Link>
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
