import { Heading, Stack, Text } from '@gym/ui';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useParams } from '../../routes/navigation.tsx';
import { ActivityList } from './ActivityList.tsx';

const TEXT = defineMessages({
  title: { defaultMessage: 'Activity', description: 'Gym activity page: its heading' },
  intro: {
    defaultMessage: 'Every change to money, memberships and door access, newest first. Nobody can edit it.',
    description: 'Gym activity page: under the heading',
  },
});

/** A gym's activity trail: every change to money, memberships and doors, who made it and when. */
export default function GymActivityPage() {
  const t = useT();
  const gymId = Number(useParams().gymId);
  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>{t(TEXT.title)}</Heading>
        <Text tone="muted">{t(TEXT.intro)}</Text>
      </Stack>
      <ActivityList of={{ gymId }} />
    </Stack>
  );
}
