import { Badge, Button, Card, Heading, Inline, Link, Stack, Text } from '@gym/ui';
import { useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';

const TEXT = defineMessages({
  title: {
    defaultMessage: 'The fitness platform for gyms, trainers and members',
    description: 'Public home page: its heading',
  },
  intro: {
    defaultMessage: 'Run memberships, payments and reminders for your gym, from a phone or a desk.',
    description: 'Public home page',
  },
  getStarted: { defaultMessage: 'Get Started', description: 'Public home page: the main button' },
  features: { defaultMessage: 'Features', description: 'Public home page: a section' },
  comingSoon: { defaultMessage: 'Coming Soon', description: 'Public home page: a feature not ready yet' },
  gyms: { defaultMessage: 'Gym Management', description: 'Public home page: a feature' },
  gymsText: {
    defaultMessage: 'Clients, memberships, payments, SMS reminders and door access for your gym.',
    description: 'Public home page: the Gym Management feature',
  },
  gymsMore: {
    defaultMessage: 'Learn more about Gym Management',
    description: 'Public home page: the link to the gym management page',
  },
  trainers: { defaultMessage: 'Trainer-Client Matching', description: 'Public home page: a feature' },
  trainersText: {
    defaultMessage: 'Find the trainer who fits your goals.',
    description: 'Public home page: the Trainer-Client Matching feature',
  },
  workouts: { defaultMessage: 'Personalized Workout Plans', description: 'Public home page: a feature' },
  workoutsText: {
    defaultMessage: 'Plans that grow with your progress.',
    description: 'Public home page: the Personalized Workout Plans feature',
  },
  diet: { defaultMessage: 'Customized Diet Plans', description: 'Public home page: a feature' },
  dietText: {
    defaultMessage: 'Meals planned around your training.',
    description: 'Public home page: the Customized Diet Plans feature',
  },
  network: { defaultMessage: 'Global Fitness Network', description: 'Public home page: a feature' },
  networkText: {
    defaultMessage: 'Train at partner gyms wherever you travel.',
    description: 'Public home page: the Global Fitness Network feature',
  },
  community: { defaultMessage: 'Community Support', description: 'Public home page: a feature' },
  communityText: {
    defaultMessage: 'Motivation and advice from people like you.',
    description: 'Public home page: the Community Support feature',
  },
  ready: { defaultMessage: 'Ready to grow your gym?', description: 'Public home page: the last card' },
  signUp: { defaultMessage: 'Sign Up Now', description: 'Public home page: the sign-up button' },
});

interface Feature {
  key: string;
  title: Message;
  description: Message;
  link?: { href: string; text: Message };
}

const FEATURES: Feature[] = [
  {
    key: 'gyms',
    title: TEXT.gyms,
    description: TEXT.gymsText,
    link: { href: ROUTES.gymMarketing.to(), text: TEXT.gymsMore },
  },
  { key: 'trainers', title: TEXT.trainers, description: TEXT.trainersText },
  { key: 'workouts', title: TEXT.workouts, description: TEXT.workoutsText },
  { key: 'diet', title: TEXT.diet, description: TEXT.dietText },
  { key: 'network', title: TEXT.network, description: TEXT.networkText },
  { key: 'community', title: TEXT.community, description: TEXT.communityText },
];

// Five presses on 'Get Started' open the hidden game.
const GAME_CLICKS = 5;

export default function HomePage() {
  const t = useT();
  const navigate = useNavigate();
  const clicks = useRef(0);
  const getStarted = () => {
    clicks.current += 1;
    if (clicks.current >= GAME_CLICKS) navigate(ROUTES.game.to());
  };
  return (
    <Stack gap="xxlarge">
      <Stack gap="medium" alignItems="flex-start">
        <Heading level={1}>{t(TEXT.title)}</Heading>
        <Text size="large" tone="muted">
          {t(TEXT.intro)}
        </Text>
        <Button size="large" onPress={getStarted}>
          {t(TEXT.getStarted)}
        </Button>
      </Stack>
      <Stack gap="large">
        <Heading level={2}>{t(TEXT.features)}</Heading>
        <CardGrid>
          {FEATURES.map((feature) => (
            <CardGridItem key={feature.key}>
              <Card
                title={t(feature.title)}
                aside={feature.link ? null : <Badge tone="warning">{t(TEXT.comingSoon)}</Badge>}
              >
                <Text tone="muted">{t(feature.description)}</Text>
                {feature.link ? <Link href={feature.link.href}>{t(feature.link.text)}</Link> : null}
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Stack>
      <Card title={t(TEXT.ready)} level={2}>
        <Inline>
          <Button onPress={() => navigate(ROUTES.signup.to())}>{t(TEXT.signUp)}</Button>
        </Inline>
      </Card>
    </Stack>
  );
}
