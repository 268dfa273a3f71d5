import type { components } from '@gym/api-client';
import { Box, Button, Card, Heading, Inline, Stack } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { Fact } from '../../layouts/Fact.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { daysUntilDue } from './profile-rules.ts';
import { useOwnProfile } from './useOwnProfile.ts';

type User = components['schemas']['User'];

/** The signed-in user's profile, with Edit Profile and Change Password. */
export default function ProfilePage() {
  const profile = useOwnProfile();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>Profile</Heading>
      <QueryState query={profile} loadingLabel="Loading your profile" loadingLines={8}>
        {(user) => <ProfileDetails user={user} />}
      </QueryState>
    </Stack>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const navigate = useNavigate();
  const { today, date, dateTime } = useGymFormat();
  return (
    <Stack gap="large">
      <Card title="Personal Info" level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label="Name">{user.name}</Fact>
          <Fact label="Phone">{user.phone}</Fact>
          <Fact label="Address">{user.address}</Fact>
          <Fact label="District">{user.district}</Fact>
        </Box>
      </Card>
      <Card title="Account" level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label="Total SMS">{String(user.totalSms)}</Fact>
          <Fact label="Verified">{user.verified ? 'Yes' : 'No'}</Fact>
          <Fact label="Payment Expiry Date">
            {user.paymentExpiryDate ? date(user.paymentExpiryDate) : null}
          </Fact>
          <Fact label="Days Until Payment Due">{daysUntilDue(user.paymentExpiryDate, today())}</Fact>
          <Fact label="Created">{dateTime(user.createdAt)}</Fact>
          <Fact label="Last Updated">{dateTime(user.updatedAt)}</Fact>
        </Box>
      </Card>
      <Inline>
        <Button onPress={() => navigate(ROUTES.profileEdit.to())}>Edit Profile</Button>
        <Button variant="secondary" onPress={() => navigate(ROUTES.profileChangePassword.to())}>
          Change Password
        </Button>
      </Inline>
    </Stack>
  );
}
