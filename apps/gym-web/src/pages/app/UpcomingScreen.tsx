import { Badge, Card, Heading, Inline, Stack, Text } from '@gym/ui';

/**
 * The operations screens of part 2 are built in their own issues; until one lands, its route says
 * plainly that the screen is not there yet, rather than failing or promising more than exists.
 */
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <Stack>
      <Inline>
        <Heading level={1}>{title}</Heading>
        <Badge tone="warning">Not available yet</Badge>
      </Inline>
      <Card>
        <Stack gap="small">
          <Text>The {title} screen has not been built yet: nothing can be seen or changed here for now.</Text>
          <Text tone="muted">It comes with the operations release.</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
