import { Button, Card, Heading, Stack, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { QueryState } from '../../app/QueryState.tsx';
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
  const [deleting, setDeleting] = useState<Gym | null>(null);
  const remove = api.useMutation('delete', '/api/gyms/{id}');

  const askDelete = (gym: Gym) => {
    if (gym.id === active.gymId) {
      showToast('Cannot delete the active gym. Please select another gym before deleting.', 'warning');
      return;
    }
    setDeleting(gym);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { params: { path: { id: deleting.id } } },
      {
        onSuccess: () => {
          sessionStore.clearGymIfSelected(deleting.id);
          showToast('Gym deleted successfully', 'success');
          setDeleting(null);
        },
        onError: () => showToast('Failed to delete gym. Please try again.'),
      },
    );
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
      <ConfirmDialog
        title="Delete Gym"
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        isPending={remove.isPending}
        pendingLabel="Deleting..."
      >
        <Text>
          Delete {deleting?.gymName}
          {deleting?.branch ? ` (${deleting.branch})` : ''} with all its clients, invoices and records? This
          cannot be undone.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
