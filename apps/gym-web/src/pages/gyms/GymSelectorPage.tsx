import { errorMessage } from '@gym/api-client';
import { Avatar, Box, Button, Card, ErrorPanel, Heading, Skeleton, Stack, Text } from '@gym/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../routes/paths.ts';
import { sessionStore } from '../../session/session-store.ts';
import { type Gym, toSelectedGym } from './gym-selection.ts';
import { useUserGyms } from './useUserGyms.ts';

// The selector loads every gym of the user at once.
const SELECTOR_PAGE_SIZE = 100;

/** No gym: create the first one. One gym: it is chosen. Several: the owner picks. */
export default function GymSelectorPage() {
  const navigate = useNavigate();
  const gyms = useUserGyms(SELECTOR_PAGE_SIZE);
  const decided = useRef(false);
  const manage = (gym: Gym) => {
    sessionStore.selectGym(toSelectedGym(gym));
    navigate(PATHS.home);
  };

  useEffect(() => {
    // Decide on fresh data only: a cached list from before a gym was added would mislead.
    if (decided.current || !gyms.data || gyms.isFetching) return;
    decided.current = true;
    const list = gyms.data.content;
    if (list.length === 0) navigate(PATHS.addFirstGym, { replace: true });
    else if (list.length === 1 && list[0]) manage(list[0]);
  });

  if (gyms.isPending) return <Skeleton lines={4} label="Loading your gyms" />;
  if (gyms.isError)
    return <ErrorPanel message={errorMessage(gyms.error, '')} onRetry={() => gyms.refetch()} />;
  return (
    <Stack>
      <Heading level={1}>Select a Gym</Heading>
      <Box as="ul" display="grid" gap="large" gridTemplateColumns="auto" paddingLeft="none" marginTop="none">
        {gyms.data.content.map((gym) => (
          <Box as="li" key={gym.id} display="flex">
            <Card
              title={gym.gymName}
              level={2}
              aside={<Avatar name={gym.gymName} src={gym.gymLogoImageUrl} />}
            >
              <Text tone="muted">{gym.branch ?? 'Main branch'}</Text>
              <Button onPress={() => manage(gym)}>Manage Gym</Button>
            </Card>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
