import type { components } from '@gym/api-client';
import { Box, Button, Card, Heading, Inline, Stack } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { Fact } from '../../layouts/Fact.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { daysUntilDue } from './profile-rules.ts';
import { useOwnProfile } from './useOwnProfile.ts';

type User = components['schemas']['User'];

const TEXT = defineMessages({
  title: { defaultMessage: 'Profile', description: 'Profile page: its heading' },
  loading: { defaultMessage: 'Loading your profile', description: 'Screen reader: while loading' },
  personal: { defaultMessage: 'Personal Info', description: 'Profile page: a card' },
  name: { defaultMessage: 'Name', description: 'A person’s name' },
  phone: { defaultMessage: 'Phone', description: 'A phone number' },
  address: { defaultMessage: 'Address', description: 'A postal address' },
  district: { defaultMessage: 'District', description: 'The district of an address' },
  account: { defaultMessage: 'Account', description: 'Profile page: the card of the owner’s account' },
  totalSms: { defaultMessage: 'Total SMS', description: 'Profile page: SMS credits left' },
  verified: { defaultMessage: 'Verified', description: 'Profile page: whether the account is verified' },
  yes: { defaultMessage: 'Yes', description: 'An answer' },
  no: { defaultMessage: 'No', description: 'An answer' },
  paymentExpiry: {
    defaultMessage: 'Payment Expiry Date',
    description: 'Profile page: when the platform subscription ends',
  },
  daysUntilDue: {
    defaultMessage: 'Days Until Payment Due',
    description: 'Profile page: days left of the platform subscription',
  },
  created: { defaultMessage: 'Created', description: 'When the record was created' },
  updated: { defaultMessage: 'Last Updated', description: 'When the record was last changed' },
  edit: { defaultMessage: 'Edit Profile', description: 'Profile page: a button' },
  changePassword: { defaultMessage: 'Change Password', description: 'Profile page: a button' },
});

/** The signed-in user's profile, with Edit Profile and Change Password. */
export default function ProfilePage() {
  const t = useT();
  const profile = useOwnProfile();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <QueryState query={profile} loadingLabel={t(TEXT.loading)} loadingLines={8}>
        {(user) => <ProfileDetails user={user} />}
      </QueryState>
    </Stack>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const { today, date, dateTime } = useGymFormat();
  return (
    <Stack gap="large">
      <Card title={t(TEXT.personal)} level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label={t(TEXT.name)}>{user.name}</Fact>
          <Fact label={t(TEXT.phone)}>{user.phone}</Fact>
          <Fact label={t(TEXT.address)}>{user.address}</Fact>
          <Fact label={t(TEXT.district)}>{user.district}</Fact>
        </Box>
      </Card>
      <Card title={t(TEXT.account)} level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label={t(TEXT.totalSms)}>{String(user.totalSms)}</Fact>
          <Fact label={t(TEXT.verified)}>{t(user.verified ? TEXT.yes : TEXT.no)}</Fact>
          <Fact label={t(TEXT.paymentExpiry)}>
            {user.paymentExpiryDate ? date(user.paymentExpiryDate) : null}
          </Fact>
          <Fact label={t(TEXT.daysUntilDue)}>{daysUntilDue(user.paymentExpiryDate, today())}</Fact>
          <Fact label={t(TEXT.created)}>{dateTime(user.createdAt)}</Fact>
          <Fact label={t(TEXT.updated)}>{dateTime(user.updatedAt)}</Fact>
        </Box>
      </Card>
      <Inline>
        <Button onPress={() => navigate(ROUTES.profileEdit.to())}>{t(TEXT.edit)}</Button>
        <Button variant="secondary" onPress={() => navigate(ROUTES.profileChangePassword.to())}>
          {t(TEXT.changePassword)}
        </Button>
      </Inline>
    </Stack>
  );
}
