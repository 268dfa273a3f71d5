import { Button, Card, Heading, Stack, showToast, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import { GymCard } from './GymCard.tsx';
import type { Gym } from './gym-selection.ts';
import { noGyms, useUserGyms } from './useUserGyms.ts';

const GYMS_PAGE_SIZE = 25;

const TEXT = defineMessages({
  deleted: { defaultMessage: 'Gym deleted successfully', description: 'Toast after a gym is deleted' },
  deleteFailed: { defaultMessage: 'Failed to delete gym. Please try again.', description: 'Toast' },
  activeNotDeleted: {
    defaultMessage: 'Cannot delete the active gym. Please select another gym before deleting.',
    description: 'Toast: the gym being deleted is the one in use',
  },
  title: { defaultMessage: 'Gyms', description: 'The gyms page’s heading' },
  loading: { defaultMessage: 'Loading gyms', description: 'Screen reader: while loading' },
  addBranch: { defaultMessage: 'Add Gym Branch', description: 'The gyms page with no gym: the add button' },
  addMore: { defaultMessage: 'Add More Branch', description: 'The card (and its button) that adds a branch' },
  addMoreHint: {
    defaultMessage: 'Run another branch from the same account.',
    description: 'Add More Branch card',
  },
  deleteTitle: { defaultMessage: 'Delete Gym', description: 'The delete question’s title' },
  deleteQuestion: {
    defaultMessage: 'Delete {gym} with all its clients, invoices and records? This cannot be undone.',
    description: '{gym} is the gym’s name, with its branch in brackets when it has one',
  },
  gymWithBranch: { defaultMessage: '{gym} ({branch})', description: 'A gym’s name with its branch' },
});

/** The gym category: the owner's gyms, the active one marked, with select, pricing, edit and delete. */
export default function GymsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { gym: active } = useSession();
  const gyms = useUserGyms(GYMS_PAGE_SIZE);
  const remove = api.useMutation('delete', '/api/gyms/{id}');
  const deletion = useConfirmedDelete<Gym>({
    mutate: (gym, handlers) => remove.mutate({ params: { path: { id: gym.id } } }, handlers),
    isPending: remove.isPending,
    deleted: translate(TEXT.deleted),
    failed: () => translate(TEXT.deleteFailed),
    onDeleted: (gym) => sessionStore.clearGymIfSelected(gym.id),
  });

  const askDelete = (gym: Gym) => {
    if (gym.id === active.gymId) {
      showToast(translate(TEXT.activeNotDeleted), 'warning');
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
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <QueryState
        query={gyms}
        loadingLabel={t(TEXT.loading)}
        loadingLines={4}
        empty={noGyms(addBranch(t(TEXT.addBranch)))}
      >
        {(page) => (
          <CardGrid>
            {page.content.map((gym) => (
              <CardGridItem key={gym.id}>
                <GymCard gym={gym} isActive={gym.id === active.gymId} onDelete={() => askDelete(gym)} />
              </CardGridItem>
            ))}
            <CardGridItem>
              <Card level={2} title={t(TEXT.addMore)}>
                <Text tone="muted">{t(TEXT.addMoreHint)}</Text>
                {addBranch(t(TEXT.addMore))}
              </Card>
            </CardGridItem>
          </CardGrid>
        )}
      </QueryState>
      <DeleteDialog title={t(TEXT.deleteTitle)} {...deletion.dialog}>
        {(gym) => (
          <Text>
            {t(TEXT.deleteQuestion, {
              gym: gym.branch ? t(TEXT.gymWithBranch, { gym: gym.gymName, branch: gym.branch }) : gym.gymName,
            })}
          </Text>
        )}
      </DeleteDialog>
    </Stack>
  );
}
