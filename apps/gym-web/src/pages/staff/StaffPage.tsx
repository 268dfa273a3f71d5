import { type components, errorMessage } from '@gym/api-client';
import { Badge, Button, Card, Heading, Inline, Stack, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { useSession } from '../../session/session-store.ts';
import { useUserGyms } from '../gyms/useUserGyms.ts';
import { StaffForm, type StaffFormValues } from './StaffForm.tsx';
import { ROLE_TEXT, STAFF_TEXT } from './staff-messages.ts';

type StaffMember = components['schemas']['StaffMember'];

// Every gym of the owner is offered at once.
const ALL_GYMS = 100;
const EMPTY_INVITATION: StaffFormValues = { name: '', phone: '', role: 'FRONT_DESK', gymIds: [] };

/** The owner's staff (decision 0059): invite by phone with a role and gyms, change, revoke. */
export default function StaffPage() {
  const t = useT();
  const { user, gym } = useSession();
  const gymId = gym.gymId ?? 0;
  const staff = api.useQuery('get', '/api/staff/gyms/{gymId}', { params: { path: { gymId } } });
  const gyms = useUserGyms(ALL_GYMS);
  // Only the owner's own gyms: staff are invited to those.
  const ownGyms = (gyms.data?.content ?? [])
    .filter((each) => each.userId === (gym.gymOwnerId ?? user.userId))
    .map((each) => ({ id: each.id, label: each.branch ? `${each.gymName} (${each.branch})` : each.gymName }));
  const invite = api.useMutation('post', '/api/staff');
  const [invited, setInvited] = useState(0);
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  const revoke = api.useMutation('delete', '/api/staff/{id}');
  const failed = (error: unknown) => showToast(serverText(errorMessage(error, t(STAFF_TEXT.failed))));

  const send = (values: StaffFormValues) =>
    invite.mutate(
      { body: { ...values, name: values.name.trim() } },
      {
        onSuccess: () => {
          showToast(t(STAFF_TEXT.invited), 'success');
          setInvited((count) => count + 1);
        },
        onError: failed,
      },
    );

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>{t(STAFF_TEXT.heading)}</Heading>
        <Text tone="muted">{t(STAFF_TEXT.intro)}</Text>
      </Stack>
      <QueryState
        query={staff}
        loadingLabel={t(STAFF_TEXT.loading)}
        loadingLines={3}
        empty={{
          isEmpty: (list) => list.length === 0,
          kind: 'staff',
          next: <Text>{t(STAFF_TEXT.none)}</Text>,
        }}
      >
        {(list) => (
          <CardGrid>
            {list.map((member) => (
              <CardGridItem key={member.id}>
                <StaffCard member={member} gyms={ownGyms} onRevoke={() => setRevoking(member)} />
              </CardGridItem>
            ))}
          </CardGrid>
        )}
      </QueryState>
      <Card title={t(STAFF_TEXT.invite)} level={2}>
        <StaffForm
          key={`${invited}-${ownGyms.length}`}
          initial={{ ...EMPTY_INVITATION, gymIds: ownGyms.length === 1 && ownGyms[0] ? [ownGyms[0].id] : [] }}
          gyms={ownGyms}
          invite
          submitLabel={t(STAFF_TEXT.invite)}
          pendingLabel={t(STAFF_TEXT.inviting)}
          isSaving={invite.isPending}
          onSave={send}
        />
      </Card>
      <ConfirmDialog
        title={t(STAFF_TEXT.revokeTitle)}
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        confirmLabel={t(STAFF_TEXT.revoke)}
        cancelLabel={t(STAFF_TEXT.cancel)}
        pendingLabel={t(STAFF_TEXT.revoking)}
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(
            { params: { path: { id: revoking.id } } },
            {
              onSuccess: () => {
                showToast(t(STAFF_TEXT.revoked), 'success');
                setRevoking(null);
              },
              onError: failed,
            },
          );
        }}
      >
        <Text>{revoking ? t(STAFF_TEXT.revokeQuestion, { name: revoking.name }) : null}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** One staff member: role, gyms and whether they have signed up; changed in place, or revoked. */
function StaffCard({
  member,
  gyms,
  onRevoke,
}: {
  member: StaffMember;
  gyms: readonly { id: number; label: string }[];
  onRevoke: () => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const update = api.useMutation('put', '/api/staff/{id}');
  const save = (values: StaffFormValues) =>
    update.mutate(
      { params: { path: { id: member.id } }, body: { role: values.role, gymIds: values.gymIds } },
      {
        onSuccess: () => {
          showToast(t(STAFF_TEXT.saved), 'success');
          setEditing(false);
        },
        onError: (error) => showToast(serverText(errorMessage(error, t(STAFF_TEXT.failed)))),
      },
    );
  const gymNames = member.gymIds.map((id) => gyms.find((each) => each.id === id)?.label ?? `#${id}`);
  return (
    <Card level={2} title={member.name}>
      <Stack gap="medium">
        <Inline gap="small">
          <Badge tone="accent">{t(ROLE_TEXT[member.role])}</Badge>
          <Badge tone={member.joined ? 'success' : 'neutral'}>
            {t(member.joined ? STAFF_TEXT.joined : STAFF_TEXT.waiting)}
          </Badge>
        </Inline>
        <Text>{member.phone}</Text>
        <Text tone="muted">{gymNames.join(', ')}</Text>
        {editing ? (
          <StaffForm
            initial={{ name: member.name, phone: member.phone, role: member.role, gymIds: member.gymIds }}
            gyms={gyms}
            invite={false}
            submitLabel={t(STAFF_TEXT.save)}
            pendingLabel={t(STAFF_TEXT.saving)}
            isSaving={update.isPending}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Inline justifyContent="flex-end">
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {t(STAFF_TEXT.edit)}
            </Button>
            <Button variant="critical" onPress={onRevoke}>
              {t(STAFF_TEXT.revoke)}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
