import { Badge, Button, Card, Heading, Inline, Link, Stack, Text } from '@gym/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { ROUTES } from '../../routes/route-table.ts';

interface Feature {
  title: string;
  description: string;
  link?: string;
}

const FEATURES: Feature[] = [
  {
    title: 'Gym Management',
    description: 'Clients, memberships, payments, SMS reminders and door access for your gym.',
    link: ROUTES.gymMarketing.to(),
  },
  { title: 'Trainer-Client Matching', description: 'Find the trainer who fits your goals.' },
  { title: 'Personalized Workout Plans', description: 'Plans that grow with your progress.' },
  { title: 'Customized Diet Plans', description: 'Meals planned around your training.' },
  { title: 'Global Fitness Network', description: 'Train at partner gyms wherever you travel.' },
  { title: 'Community Support', description: 'Motivation and advice from people like you.' },
];

// Five presses on 'Get Started' open the hidden game.
const GAME_CLICKS = 5;

export default function HomePage() {
  const navigate = useNavigate();
  const clicks = useRef(0);
  const getStarted = () => {
    clicks.current += 1;
    if (clicks.current >= GAME_CLICKS) navigate(ROUTES.game.to());
  };
  return (
    <Stack gap="xxlarge">
      <Stack gap="medium" alignItems="flex-start">
        <Heading level={1}>The fitness platform for gyms, trainers and members</Heading>
        <Text size="large" tone="muted">
          Run memberships, payments and reminders for your gym, from a phone or a desk.
        </Text>
        <Button size="large" onPress={getStarted}>
          Get Started
        </Button>
      </Stack>
      <Stack gap="large">
        <Heading level={2}>Features</Heading>
        <CardGrid>
          {FEATURES.map((feature) => (
            <CardGridItem key={feature.title}>
              <Card
                title={feature.title}
                aside={feature.link ? null : <Badge tone="warning">Coming Soon</Badge>}
              >
                <Text tone="muted">{feature.description}</Text>
                {feature.link ? <Link href={feature.link}>Learn more about {feature.title}</Link> : null}
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Stack>
      <Card title="Ready to grow your gym?" level={2}>
        <Inline>
          <Button onPress={() => navigate(ROUTES.signup.to())}>Sign Up Now</Button>
        </Inline>
      </Card>
    </Stack>
  );
}
