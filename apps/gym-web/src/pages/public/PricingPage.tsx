import { Box, Card, Heading, Link, Stack, Text } from '@gym/ui';
import { ROUTES } from '../../routes/route-table.ts';

const PLANS = [
  { name: 'Trial', price: 'Free for 30 days', detail: 'Every feature, no card needed.' },
  {
    name: 'After the trial',
    price: 'Talk to us',
    detail: 'We agree the price for your gyms and branches with you before your trial ends.',
  },
];

export default function PricingPage() {
  return (
    <Stack gap="xlarge">
      <Heading level={1}>Pricing</Heading>
      <Text tone="muted">Simple plans for gyms of every size.</Text>
      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
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
