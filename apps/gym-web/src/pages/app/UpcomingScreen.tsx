import { Card, Heading, Stack, Text } from '@gym/ui';

/**
 * The operations screens of part 2 are built in their own issue; until then each route names its
 * screen and says so, rather than failing.
 */
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <Stack>
      <Heading level={1}>{title}</Heading>
      <Card>
        <Text>{title} arrives with the operations release. Everything else in the menu works today.</Text>
      </Card>
    </Stack>
  );
}
