import { Avatar, Button, Card, Heading, Link, Stack, Text } from '@gym/ui';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore } from '../../session/session-store.ts';
import { type Gym, toSelectedGym } from './gym-selection.ts';
import { GYM_TEXTS } from './gym-texts.ts';
import { noGyms, useUserGyms } from './useUserGyms.ts';

// The selector loads every gym of the user at once.
const SELECTOR_PAGE_SIZE = 100;

const TEXT = defineMessages({
  title: { defaultMessage: 'Select a Gym', description: 'The gym selector’s heading' },
  loading: { defaultMessage: 'Loading your gyms', description: 'Screen reader: while loading' },
  addFirst: { defaultMessage: 'Add your first gym', description: 'The gym selector with no gym' },
  manage: { defaultMessage: 'Manage Gym', description: 'The gym selector: open this gym' },
});

/** No gym: create the first one. One gym: it is chosen. Several: the owner picks. */
export default function GymSelectorPage() {
  const t = useT();
  const navigate = useNavigate();
  const gyms = useUserGyms(SELECTOR_PAGE_SIZE);
  const decided = useRef(false);
  const manage = (gym: Gym) => {
    sessionStore.selectGym(toSelectedGym(gym));
    navigate(ROUTES.home.to());
  };

  useEffect(() => {
    // Decide on fresh data only: a cached list from before a gym was added would mislead.
    if (decided.current || !gyms.data || gyms.isFetching) return;
    decided.current = true;
    const list = gyms.data.content;
    if (list.length === 0) navigate(ROUTES.addFirstGym.to(), { replace: true });
    else if (list.length === 1 && list[0]) manage(list[0]);
  });

  return (
    <Stack>
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <QueryState
        query={gyms}
        loadingLabel={t(TEXT.loading)}
        loadingLines={4}
        empty={noGyms(<Link href={ROUTES.addFirstGym.to()}>{t(TEXT.addFirst)}</Link>)}
      >
        {(page) => (
          <CardGrid>
            {page.content.map((gym) => (
              <CardGridItem key={gym.id}>
                <Card
                  title={gym.gymName}
                  level={2}
                  aside={<Avatar name={gym.gymName} src={gym.gymLogoImageUrl} shape="logo" />}
                >
                  <Text tone="muted">{gym.branch ?? t(GYM_TEXTS.mainBranch)}</Text>
                  <Button onPress={() => manage(gym)}>{t(TEXT.manage)}</Button>
                </Card>
              </CardGridItem>
            ))}
          </CardGrid>
        )}
      </QueryState>
    </Stack>
  );
}
