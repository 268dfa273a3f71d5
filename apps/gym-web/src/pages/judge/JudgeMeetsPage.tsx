import type { components } from '@gym/api-client';
import { errorMessage } from '@gym/api-client';
import {
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  NumberField,
  Stack,
  showToast,
  Table,
  Text,
  TextField,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';

/** A meet owner's competitions: create one, and find each platform's pages and referee code. */
export default function JudgeMeetsPage() {
  // Asked again now and then: a referee phone may be locked out at any time.
  const meets = api.useQuery('get', '/api/judge/meets', {}, { refetchInterval: 15_000 });
  const create = api.useMutation('post', '/api/judge/meets');
  const [name, setName] = useState('');
  const [platformCount, setPlatformCount] = useState(1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { body: { name: name.trim(), platformCount } },
      {
        onSuccess: () => {
          showToast('Meet created', 'success');
          setName('');
        },
        onError: (error) => showToast(errorMessage(error, 'Failed to create the meet.')),
      },
    );
  };

  return (
    <Stack gap="xlarge">
      <Heading level={1}>Meets</Heading>
      <Card title="New meet" level={2}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextField label="Meet name" requiredMark value={name} onChange={setName} />
            <NumberField
              label="Platforms"
              minValue={1}
              maxValue={20}
              value={platformCount}
              onChange={setPlatformCount}
            />
            <Inline>
              <Button type="submit" isPending={create.isPending} pendingLabel="Creating...">
                Create meet
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      <QueryState
        query={meets}
        loadingLabel="Loading meets"
        empty={{
          isEmpty: (list) => list.length === 0,
          kind: 'meet',
          next: <Text>Create a meet above to get its platforms' pages and referee codes.</Text>,
        }}
      >
        {(list) =>
          list.map((meet) => (
            <Card key={meet.id} title={meet.name} level={2}>
              <Text tone="muted" size="small">
                Competition software token: {meet.meetToken}
              </Text>
              <Table
                label={`Platforms of ${meet.name}`}
                columns={[
                  { id: 'number', title: 'Platform', cell: (platform) => platform.number, isRowHeader: true },
                  { id: 'id', title: 'Public id', cell: (platform) => platform.platformId },
                  {
                    id: 'code',
                    title: 'Referee code',
                    cell: (platform) => <RefereeCode platform={platform} />,
                  },
                  {
                    id: 'pages',
                    title: 'Pages',
                    cell: (platform) => (
                      <Inline gap="medium">
                        <Link href={ROUTES.judgeOperator.to({ platformId: platform.platformId })}>Table</Link>
                        <Link href={ROUTES.judgeReferee.to({ platformId: platform.platformId })}>
                          Referee
                        </Link>
                      </Inline>
                    ),
                  },
                ]}
                items={meet.platforms}
                rowKey={(platform) => platform.platformId}
              />
            </Card>
          ))
        }
      </QueryState>
    </Stack>
  );
}

/** A platform's referee code, and the phones locked out of it after too many wrong codes. */
function RefereeCode({ platform }: { platform: components['schemas']['MeetPlatform'] }) {
  const unlock = api.useMutation('delete', '/api/judge/platforms/{platformId}/referee-locks');
  const locked = platform.lockedDevices;
  return (
    <Stack gap="xsmall">
      <Text>{platform.refereeCode}</Text>
      {locked > 0 ? (
        <Inline gap="small" alignItems="center">
          <Badge tone="critical">
            {locked} phone{locked > 1 ? 's' : ''} locked
          </Badge>
          <Button
            variant="secondary"
            size="small"
            isPending={unlock.isPending}
            pendingLabel="Unlocking..."
            onPress={() =>
              unlock.mutate(
                { params: { path: { platformId: platform.platformId } } },
                {
                  onSuccess: () =>
                    showToast(`Referee phones of platform ${platform.number} unlocked`, 'success'),
                  onError: (error) => showToast(errorMessage(error, 'The phones were not unlocked.')),
                },
              )
            }
          >
            Unlock phones
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
