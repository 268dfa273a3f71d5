import { Box, Card, Heading, Inline, Link, Stack, Text } from '@gym/ui';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'About us', description: 'About page: its heading' },
  whoWeAre: { defaultMessage: 'Who we are', description: 'About page: a section' },
  whoWeAreText: {
    defaultMessage:
      'A small team of engineers and gym people who believe a neighbourhood gym deserves the same tools as a big chain.',
    description: 'About page: who we are',
  },
  mission: { defaultMessage: 'Our mission', description: 'About page: a section' },
  missionText: {
    defaultMessage:
      'Make running a gym simple enough to do from a phone, so owners can spend their time on members.',
    description: 'About page: our mission',
  },
  team: { defaultMessage: 'Team', description: 'About page: a section, the people behind the product' },
  ceo: { defaultMessage: 'Co-founder and Chief Executive Officer', description: 'About page: a role' },
  cto: { defaultMessage: 'Co-founder and Chief Technology Officer', description: 'About page: a role' },
  followUs: { defaultMessage: 'Follow us', description: 'About page: the social networks' },
});

const TEAM = [
  { name: 'Aarav Shrestha', role: TEXT.ceo },
  { name: 'Nisha Perera', role: TEXT.cto },
];

const SOCIAL = [
  { name: 'Facebook', href: 'https://facebook.com/' },
  { name: 'Instagram', href: 'https://instagram.com/' },
  { name: 'LinkedIn', href: 'https://linkedin.com/' },
  { name: 'YouTube', href: 'https://youtube.com/' },
];

export default function AboutPage() {
  const t = useT();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <Stack gap="small">
        <Heading level={2}>{t(TEXT.whoWeAre)}</Heading>
        <Text>{t(TEXT.whoWeAreText)}</Text>
      </Stack>
      <Stack gap="small">
        <Heading level={2}>{t(TEXT.mission)}</Heading>
        <Text>{t(TEXT.missionText)}</Text>
      </Stack>
      <Stack gap="medium">
        <Heading level={2}>{t(TEXT.team)}</Heading>
        <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          {TEAM.map((person) => (
            <Card key={person.name} title={person.name}>
              <Text tone="muted">{t(person.role)}</Text>
            </Card>
          ))}
        </Box>
      </Stack>
      <Stack gap="small">
        <Heading level={2}>{t(TEXT.followUs)}</Heading>
        <Inline gap="large">
          {SOCIAL.map((network) => (
            <Link key={network.name} variant="standalone" href={network.href}>
              {network.name}
            </Link>
          ))}
        </Inline>
      </Stack>
    </Stack>
  );
}
