import { Box, Card, Heading, Inline, Link, Stack, Text } from '@gym/ui';

const TEAM = [
  { name: 'Aarav Shrestha', role: 'Co-founder and Chief Executive Officer' },
  { name: 'Nisha Perera', role: 'Co-founder and Chief Technology Officer' },
];

const SOCIAL = [
  { name: 'Facebook', href: 'https://facebook.com/' },
  { name: 'Instagram', href: 'https://instagram.com/' },
  { name: 'LinkedIn', href: 'https://linkedin.com/' },
  { name: 'YouTube', href: 'https://youtube.com/' },
];

export default function AboutPage() {
  return (
    <Stack gap="xlarge">
      <Heading level={1}>About us</Heading>
      <Stack gap="small">
        <Heading level={2}>Who we are</Heading>
        <Text>
          A small team of engineers and gym people who believe a neighbourhood gym deserves the same tools as
          a big chain.
        </Text>
      </Stack>
      <Stack gap="small">
        <Heading level={2}>Our mission</Heading>
        <Text>
          Make running a gym simple enough to do from a phone, so owners can spend their time on members.
        </Text>
      </Stack>
      <Stack gap="medium">
        <Heading level={2}>Team</Heading>
        <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          {TEAM.map((person) => (
            <Card key={person.name} title={person.name}>
              <Text tone="muted">{person.role}</Text>
            </Card>
          ))}
        </Box>
      </Stack>
      <Stack gap="small">
        <Heading level={2}>Follow us</Heading>
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
