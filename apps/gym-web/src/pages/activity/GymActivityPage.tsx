import { Heading, Stack, Text } from '@gym/ui';
import { useParams } from 'react-router-dom';
import { ActivityList } from './ActivityList.tsx';

/** A gym's activity trail: every change to money, memberships and doors, who made it and when. */
export default function GymActivityPage() {
  const gymId = Number(useParams().gymId);
  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>Activity</Heading>
        <Text tone="muted">
          Every change to money, memberships and door access, newest first. Nobody can edit it.
        </Text>
      </Stack>
      <ActivityList of={{ gymId }} />
    </Stack>
  );
}
