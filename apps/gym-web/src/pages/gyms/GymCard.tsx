import {
  Avatar,
  Badge,
  Button,
  Card,
  IconButton,
  Inline,
  Link,
  PencilIcon,
  PriceTagIcon,
  showToast,
  Text,
  TrashIcon,
} from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import { type Gym, toSelectedGym } from './gym-selection.ts';

export interface GymCardProps {
  gym: Gym;
  isActive: boolean;
  onDelete: () => void;
}

/** One gym of the gym category: its name and branch, the active mark, select, pricing, edit, delete. */
export function GymCard({ gym, isActive, onDelete }: GymCardProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  // Branches of one gym share its name: the branch tells their buttons apart.
  const named = gym.branch ? `${gym.gymName}, ${gym.branch}` : gym.gymName;
  return (
    <Card
      level={2}
      title={<Link href={ROUTES.gymDetail.to({ gymId: gym.id })}>{gym.gymName}</Link>}
      aside={isActive ? <Badge tone="success">Active</Badge> : null}
    >
      <Inline>
        <Avatar name={gym.gymName} src={gym.gymLogoImageUrl} shape="logo" />
        <Text tone="muted">{gym.branch ?? 'Main branch'}</Text>
      </Inline>
      <Inline justifyContent="space-between">
        <Button
          size="small"
          variant={isActive ? 'secondary' : 'primary'}
          onPress={() => {
            sessionStore.selectGym(toSelectedGym(gym));
            showToast(`${gym.gymName} is now the active gym`, 'success');
          }}
        >
          Select Gym
        </Button>
        {/* A gym's own owner manages it from here; staff work in it only. */}
        {gym.userId === user.userId ? (
          <Inline gap="xsmall">
            <IconButton
              label={`Add pricing to ${named}`}
              onPress={() => navigate(ROUTES.gymPricing.to({ gymId: gym.id }))}
            >
              <PriceTagIcon />
            </IconButton>
            <IconButton
              label={`Edit ${named}`}
              onPress={() => navigate(ROUTES.gymEdit.to({ gymId: gym.id }))}
            >
              <PencilIcon />
            </IconButton>
            <IconButton label={`Delete ${named}`} tone="critical" onPress={onDelete}>
              <TrashIcon />
            </IconButton>
          </Inline>
        ) : null}
      </Inline>
    </Card>
  );
}
