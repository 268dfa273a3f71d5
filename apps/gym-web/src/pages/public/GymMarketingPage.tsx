import { Box, Button, Card, Heading, Stack, Text } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes/route-table.ts';

const GYM_FEATURES = [
  { title: 'Personal Website', description: 'A page for your gym with its plans, facilities and contacts.' },
  { title: 'Client Management', description: 'Every member with their photo, membership and history.' },
  { title: 'Staff Management', description: 'Who works when, and who may do what.' },
  { title: 'Payment Management', description: 'Payments, invoices and membership dues, always adding up.' },
  { title: 'Bulk SMS', description: 'Reminders before and after a membership ends, and promotions.' },
  { title: 'Access Control', description: 'Door devices that let members in by fingerprint or RFID card.' },
];

export default function GymMarketingPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="xxlarge">
      <Stack gap="medium" alignItems="flex-start">
        <Heading level={1}>Manage Your Gym Efficiently</Heading>
        <Text size="large" tone="muted">
          One place for members, money and messages, built for gyms in Nepal, Sri Lanka and India.
        </Text>
        <Button onPress={() => navigate(ROUTES.signup.to())}>Start your free trial</Button>
      </Stack>
      <Box as="ul" display="grid" gap="large" gridTemplateColumns="auto" paddingLeft="none" marginTop="none">
        {GYM_FEATURES.map((feature) => (
          <Box as="li" key={feature.title} display="flex">
            <Card title={feature.title} level={2}>
              <Text tone="muted">{feature.description}</Text>
            </Card>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
