import { Box, Card, Heading, Link, Stack, Text } from '@gym/ui';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { ROUTES } from '../../routes/route-table.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Pricing', description: 'Public pricing page: its heading' },
  intro: { defaultMessage: 'Simple plans for gyms of every size.', description: 'Public pricing page' },
  trial: { defaultMessage: 'Trial', description: 'Public pricing page: the free trial plan' },
  trialPrice: { defaultMessage: 'Free for 30 days', description: 'Public pricing page: the trial’s price' },
  trialDetail: {
    defaultMessage: 'Every feature, no card needed.',
    description: 'Public pricing page: the trial',
  },
  after: { defaultMessage: 'After the trial', description: 'Public pricing page: the paid plan' },
  afterPrice: { defaultMessage: 'Talk to us', description: 'Public pricing page: the paid plan’s price' },
  afterDetail: {
    defaultMessage: 'We agree the price for your gyms and branches with you before your trial ends.',
    description: 'Public pricing page: the paid plan',
  },
  ask: {
    defaultMessage: 'Ask us about your gym',
    description: 'Public pricing page: the link to Contact us',
  },
});

const PLANS = [
  { key: 'trial', name: TEXT.trial, price: TEXT.trialPrice, detail: TEXT.trialDetail },
  { key: 'after', name: TEXT.after, price: TEXT.afterPrice, detail: TEXT.afterDetail },
];

export default function PricingPage() {
  const t = useT();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <Text tone="muted">{t(TEXT.intro)}</Text>
      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        {PLANS.map((plan) => (
          <Card key={plan.key} title={t(plan.name)} level={2}>
            <Text weight="bold" size="large">
              {t(plan.price)}
            </Text>
            <Text tone="muted">{t(plan.detail)}</Text>
          </Card>
        ))}
      </Box>
      <Link href={ROUTES.contact.to()}>{t(TEXT.ask)}</Link>
    </Stack>
  );
}
