import { Box, Button, Card, Heading, Stack, Text } from '@gym/ui';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Manage Your Gym Efficiently', description: 'Gym management page: its heading' },
  intro: {
    defaultMessage:
      'One place for members, money and messages, built for gyms in Nepal, Sri Lanka and India.',
    description: 'Gym management page',
  },
  trial: { defaultMessage: 'Start your free trial', description: 'Gym management page: the sign-up button' },
  website: { defaultMessage: 'Personal Website', description: 'Gym management page: a feature' },
  websiteText: {
    defaultMessage: 'A page for your gym with its plans, facilities and contacts.',
    description: 'Gym management page: the Personal Website feature',
  },
  clients: { defaultMessage: 'Client Management', description: 'Gym management page: a feature' },
  clientsText: {
    defaultMessage: 'Every member with their photo, membership and history.',
    description: 'Gym management page: the Client Management feature',
  },
  staff: { defaultMessage: 'Staff Management', description: 'Gym management page: a feature' },
  staffText: {
    defaultMessage: 'Who works when, and who may do what.',
    description: 'Gym management page: the Staff Management feature',
  },
  payments: { defaultMessage: 'Payment Management', description: 'Gym management page: a feature' },
  paymentsText: {
    defaultMessage: 'Payments, invoices and membership dues, always adding up.',
    description: 'Gym management page: the Payment Management feature',
  },
  sms: { defaultMessage: 'Bulk SMS', description: 'Gym management page: a feature' },
  smsText: {
    defaultMessage: 'Reminders before and after a membership ends, and promotions.',
    description: 'Gym management page: the Bulk SMS feature',
  },
  access: { defaultMessage: 'Access Control', description: 'Gym management page: a feature (door devices)' },
  accessText: {
    defaultMessage: 'Door devices that let members in by fingerprint or RFID card.',
    description: 'Gym management page: the Access Control feature',
  },
});

const GYM_FEATURES = [
  { key: 'website', title: TEXT.website, description: TEXT.websiteText },
  { key: 'clients', title: TEXT.clients, description: TEXT.clientsText },
  { key: 'staff', title: TEXT.staff, description: TEXT.staffText },
  { key: 'payments', title: TEXT.payments, description: TEXT.paymentsText },
  { key: 'sms', title: TEXT.sms, description: TEXT.smsText },
  { key: 'access', title: TEXT.access, description: TEXT.accessText },
];

export default function GymMarketingPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack gap="xxlarge">
      <Stack gap="medium" alignItems="flex-start">
        <Heading level={1}>{t(TEXT.title)}</Heading>
        <Text size="large" tone="muted">
          {t(TEXT.intro)}
        </Text>
        <Button onPress={() => navigate(ROUTES.signup.to())}>{t(TEXT.trial)}</Button>
      </Stack>
      <Box as="ul" display="grid" gap="large" gridTemplateColumns="auto" paddingLeft="none" marginTop="none">
        {GYM_FEATURES.map((feature) => (
          <Box as="li" key={feature.key} display="flex">
            <Card title={t(feature.title)} level={2}>
              <Text tone="muted">{t(feature.description)}</Text>
            </Card>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
