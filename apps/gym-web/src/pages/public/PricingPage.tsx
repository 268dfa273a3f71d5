import { Box, Card, Heading, Link, Stack, Text } from '@gym/ui';
import { ROUTES } from '../../routes/route-table.ts';

const PLANS = [
  { name: 'Trial', price: 'Free for 30 days', detail: 'Every feature, one gym, no card needed.' },
  {
    name: 'Gym',
    price: 'Rs 1,500 a month',
    detail: 'One gym with all its branches, SMS credits sold separately.',
  },
  {
    name: 'Chain',
    price: 'Talk to us',
    detail: 'Many gyms, door devices installed, training for your staff.',
  },
];

export default function PricingPage() {
  return (
    <Stack gap="xlarge">
      <Heading level={1}>Pricing</Heading>
      <Text tone="muted">Simple plans for gyms of every size.</Text>
      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'three' }}>
        {PLANS.map((plan) => (
          <Card key={plan.name} title={plan.name} level={2}>
            <Text weight="bold" size="large">
              {plan.price}
            </Text>
            <Text tone="muted">{plan.detail}</Text>
          </Card>
        ))}
      </Box>
      <Link href={ROUTES.contact.to()}>Ask us about your gym</Link>
    </Stack>
  );
}
