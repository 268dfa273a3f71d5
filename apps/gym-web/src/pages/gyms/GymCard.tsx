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
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import { type Gym, toSelectedGym } from './gym-selection.ts';
import { GYM_TEXTS } from './gym-texts.ts';

const TEXT = defineMessages({
  active: { defaultMessage: 'Active', description: 'A gym card: the gym in use' },
  nowActive: { defaultMessage: '{gym} is now the active gym', description: 'Toast after Select Gym' },
  select: { defaultMessage: 'Select Gym', description: 'A gym card: use this gym' },
  addPricing: { defaultMessage: 'Add pricing to {gym}', description: 'A gym card: the price tag button' },
  edit: { defaultMessage: 'Edit {gym}', description: 'A gym card: the pencil button' },
  delete: { defaultMessage: 'Delete {gym}', description: 'A gym card: the bin button' },
});

export interface GymCardProps {
  gym: Gym;
  isActive: boolean;
  onDelete: () => void;
}

/** One gym of the gym category: its name and branch, the active mark, select, pricing, edit, delete. */
export function GymCard({ gym, isActive, onDelete }: GymCardProps) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  // Branches of one gym share its name: the branch tells their buttons apart.
  const named = gym.branch ? `${gym.gymName}, ${gym.branch}` : gym.gymName;
  return (
    <Card
      level={2}
      title={<Link href={ROUTES.gymDetail.to({ gymId: gym.id })}>{gym.gymName}</Link>}
      aside={isActive ? <Badge tone="success">{t(TEXT.active)}</Badge> : null}
    >
      <Inline>
        <Avatar name={gym.gymName} src={gym.gymLogoImageUrl} shape="logo" />
        <Text tone="muted">{gym.branch ?? t(GYM_TEXTS.mainBranch)}</Text>
      </Inline>
      <Inline justifyContent="space-between">
        <Button
          size="small"
          variant={isActive ? 'secondary' : 'primary'}
          onPress={() => {
            sessionStore.selectGym(toSelectedGym(gym));
            showToast(translate(TEXT.nowActive, { gym: gym.gymName }), 'success');
          }}
        >
          {t(TEXT.select)}
        </Button>
        {/* A gym's own owner manages it from here; staff work in it only. */}
        {gym.userId === user.userId ? (
          <Inline gap="xsmall">
            <IconButton
              label={t(TEXT.addPricing, { gym: named })}
              onPress={() => navigate(ROUTES.gymPricing.to({ gymId: gym.id }))}
            >
              <PriceTagIcon />
            </IconButton>
            <IconButton
              label={t(TEXT.edit, { gym: named })}
              onPress={() => navigate(ROUTES.gymEdit.to({ gymId: gym.id }))}
            >
              <PencilIcon />
            </IconButton>
            <IconButton label={t(TEXT.delete, { gym: named })} tone="critical" onPress={onDelete}>
              <TrashIcon />
            </IconButton>
          </Inline>
        ) : null}
      </Inline>
    </Card>
  );
}
