import { Button, Card, Heading, Stack, showToast, Text } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import { GymCard } from './GymCard.tsx';
import type { Gym } from './gym-selection.ts';
import { noGyms, useUserGyms } from './useUserGyms.ts';

const GYMS_PAGE_SIZE = 25;

/** The gym category: the owner's gyms, the active one marked, with select, pricing, edit and delete. */
export default function GymsPage() {
  const navigate = useNavigate();
  const { gym: active } = useSession();
  const gyms = useUserGyms(GYMS_PAGE_SIZE);
  const remove = api.useMutation('delete', '/api/gyms/{id}');
  const deletion = useConfirmedDelete<Gym>({
    mutate: (gym, handlers) => remove.mutate({ params: { path: { id: gym.id } } }, handlers),
    isPending: remove.isPending,
    deleted: 'Gym deleted successfully',
    failed: () => 'Failed to delete gym. Please try again.',
    onDeleted: (gym) => sessionStore.clearGymIfSelected(gym.id),
  });

  const askDelete = (gym: Gym) => {
    if (gym.id === active.gymId) {
      showToast('Cannot delete the active gym. Please select another gym before deleting.', 'warning');
      return;
    }
    deletion.ask(gym);
  };

  const addBranch = (label: string) => (
    <Button variant="secondary" onPress={() => navigate(ROUTES.gymAdd.to())}>
      {label}
    </Button>
  );
  return (
    <Stack>
      <Heading level={1}>Gyms</Heading>
      <QueryState
        query={gyms}
        loadingLabel="Loading gyms"
        loadingLines={4}
        empty={noGyms(addBranch('Add Gym Branch'))}
      >
        {(page) => (
          <CardGrid>
            {page.content.map((gym) => (
              <CardGridItem key={gym.id}>
                <GymCard gym={gym} isActive={gym.id === active.gymId} onDelete={() => askDelete(gym)} />
              </CardGridItem>
            ))}
            <CardGridItem>
              <Card level={2} title="Add More Branch">
                <Text tone="muted">Run another branch from the same account.</Text>
                {addBranch('Add More Branch')}
              </Card>
            </CardGridItem>
          </CardGrid>
        )}
      </QueryState>
      <DeleteDialog title="Delete Gym" {...deletion.dialog}>
        {(gym) => (
          <Text>
            Delete {gym.gymName}
            {gym.branch ? ` (${gym.branch})` : ''} with all its clients, invoices and records? This cannot be
            undone.
          </Text>
        )}
      </DeleteDialog>
    </Stack>
  );
}
