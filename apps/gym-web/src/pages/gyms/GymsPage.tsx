import { errorMessage, invalidateAfter } from '@gym/api-client';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  ConfirmDialog,
  ErrorPanel,
  Heading,
  IconButton,
  Inline,
  Link,
  PencilIcon,
  PriceTagIcon,
  Skeleton,
  Stack,
  showToast,
  Text,
  TrashIcon,
} from '@gym/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, queryClient } from '../../app/api.ts';
import { gymPaths } from '../../routes/paths.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import { type Gym, toSelectedGym } from './gym-selection.ts';
import { useUserGyms } from './useUserGyms.ts';

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
          sessionStore.clearGymIfMatch(deleting.id);
          showToast('Gym deleted successfully', 'success');
          setDeleting(null);
          void invalidateAfter(queryClient, 'delete', '/api/gyms/{id}');
        },
        onError: () => showToast('Failed to delete gym. Please try again.'),
      },
    );
  };

  if (gyms.isPending) return <Skeleton lines={4} label="Loading gyms" />;
  if (gyms.isError)
    return <ErrorPanel message={errorMessage(gyms.error, '')} onRetry={() => gyms.refetch()} />;
  const list = gyms.data.content;
  return (
    <Stack>
      <Heading level={1}>Gyms</Heading>
      <Box as="ul" display="grid" gap="large" gridTemplateColumns="auto" paddingLeft="none" marginTop="none">
        {list.map((gym) => (
          <Box as="li" key={gym.id} display="flex">
            <Card
              level={2}
              title={<Link href={gymPaths.detail(gym.id)}>{gym.gymName}</Link>}
              aside={gym.id === active.gymId ? <Badge tone="success">Active</Badge> : null}
            >
              <Inline>
                <Avatar name={gym.gymName} src={gym.gymLogoImageUrl} />
                <Text tone="muted">{gym.branch ?? 'Main branch'}</Text>
              </Inline>
              <Inline justifyContent="space-between">
                <Button
                  size="small"
                  variant={gym.id === active.gymId ? 'secondary' : 'primary'}
                  onPress={() => {
                    sessionStore.selectGym(toSelectedGym(gym));
                    showToast(`${gym.gymName} is now the active gym`, 'success');
                  }}
                >
                  Select Gym
                </Button>
                <Inline gap="xsmall">
                  <IconButton
                    label={`Add pricing to ${gym.gymName}`}
                    onPress={() => navigate(gymPaths.pricing(gym.id))}
                  >
                    <PriceTagIcon />
                  </IconButton>
                  <IconButton label={`Edit ${gym.gymName}`} onPress={() => navigate(gymPaths.edit(gym.id))}>
                    <PencilIcon />
                  </IconButton>
                  <IconButton label={`Delete ${gym.gymName}`} tone="critical" onPress={() => askDelete(gym)}>
                    <TrashIcon />
                  </IconButton>
                </Inline>
              </Inline>
            </Card>
          </Box>
        ))}
        <Box as="li" display="flex">
          <Card level={2} title={list.length === 0 ? 'Add Gym Branch' : 'Add More Branch'}>
            <Text tone="muted">Run another branch from the same account.</Text>
            <Button variant="secondary" onPress={() => navigate(gymPaths.add)}>
              {list.length === 0 ? 'Add Gym Branch' : 'Add More Branch'}
            </Button>
          </Card>
        </Box>
      </Box>
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
