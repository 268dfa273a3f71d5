import { type components, errorMessage } from '@gym/api-client';
import { Badge, Button, Inline, Link, Pagination, ResponsiveList, Stack, showToast } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import type { Device } from './device-form-rules.ts';
import { enrolmentQueued } from './device-status.ts';

type Client = components['schemas']['Client'];

const CLIENTS_PAGE_SIZE = 25;

/** One toast at a time about adding and removing clients (a new one replaces the last). */
const DOOR_TOPIC = 'device-door-access';

/** The toasts of a remote enrolment, queued for the device's next poll. */
const ENROLMENT = {
  card: { thing: 'Card', failure: 'Failed to add card' },
  fingerprint: { thing: 'Fingerprint', failure: 'Failed to add fingerprint' },
} as const;

/**
 * The gym's clients, page by page, each marked on or off the device with a button to add or remove
 * that one client; a client on it can enrol a card or a fingerprint at the device remotely.
 */
export function DeviceClients({ device }: { device: Device }) {
  const [pageNo, setPageNo] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const clients = api.useQuery('get', '/api/clients/gyms/{gymId}', {
    params: { path: { gymId: device.gymId }, query: { pageNo, pageSize: CLIENTS_PAGE_SIZE } },
  });
  const card = api.useMutation(
    'post',
    '/api/access-control-devices/{deviceId}/remote-card-client/{clientId}',
  );
  const fingerprint = api.useMutation(
    'post',
    '/api/access-control-devices/{deviceId}/remote-fingerprint-client/{clientId}',
  );
  const add = api.useMutation('post', '/api/access-control-devices/{deviceId}/add-clients');
  const remove = api.useMutation('delete', '/api/access-control-devices/{deviceId}/remove-clients');
  const subscribed = new Set(device.clientIds);

  /** Puts one client on the device or takes them off (queued for the device's next poll). */
  const toggle = (client: Client) => {
    const onDevice = subscribed.has(client.id);
    const mutation = onDevice ? remove : add;
    const done = onDevice ? 'removed from' : 'added to';
    mutation.mutate(
      { params: { path: { deviceId: device.id } }, body: [client.id] },
      {
        onSuccess: () => showToast(`${client.name} ${done} the device`, 'success', DOOR_TOPIC),
        onError: (error) =>
          showToast(
            errorMessage(error, `Failed to update ${client.name} on the device`),
            'error',
            DOOR_TOPIC,
          ),
      },
    );
  };

  const enrol = (kind: keyof typeof ENROLMENT, client: Client) => {
    const mutation = kind === 'card' ? card : fingerprint;
    mutation.mutate(
      { params: { path: { deviceId: device.id, clientId: client.id } } },
      {
        onSuccess: ({ deviceConnection }) =>
          showToast(enrolmentQueued(ENROLMENT[kind].thing, deviceConnection), 'success'),
        onError: () => showToast(ENROLMENT[kind].failure),
      },
    );
  };

  return (
    <QueryState
      query={clients}
      loadingLabel="Loading clients"
      loadingLines={5}
      empty={{ isEmpty: isEmptyPage, kind: 'client' }}
    >
      {(page) => (
        <Stack gap="medium">
          <ResponsiveList
            label="The gym's clients and this device"
            rowKey={(client) => client.id}
            items={page.content}
            columns={[
              {
                id: 'name',
                title: 'Name',
                isRowHeader: true,
                cell: (client) => (
                  <Link href={ROUTES.attendance.to({ clientId: client.id })}>{client.name}</Link>
                ),
              },
              { id: 'phone', title: 'Phone', cell: (client) => client.phone },
              {
                id: 'device',
                title: 'On Device',
                cell: (client) =>
                  subscribed.has(client.id) ? (
                    <Badge tone="success">Subscribed</Badge>
                  ) : (
                    <Badge>Not added</Badge>
                  ),
              },
              {
                id: 'access',
                title: 'Door Access',
                cell: (client) => (
                  <Button
                    size="small"
                    variant={subscribed.has(client.id) ? 'secondary' : 'primary'}
                    aria-label={
                      subscribed.has(client.id)
                        ? `Remove ${client.name} from Device`
                        : `Add ${client.name} to Device`
                    }
                    isPending={(add.isPending || remove.isPending) && busyId === client.id}
                    onPress={() => {
                      setBusyId(client.id);
                      toggle(client);
                    }}
                  >
                    {subscribed.has(client.id) ? 'Remove' : 'Add'}
                  </Button>
                ),
              },
              {
                id: 'enrol',
                title: 'Enrol Remotely',
                cell: (client) => (
                  <Inline gap="xsmall">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`Enrol Card for ${client.name}`}
                      isDisabled={!subscribed.has(client.id)}
                      onPress={() => enrol('card', client)}
                    >
                      Enrol Card
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`Enrol Fingerprint for ${client.name}`}
                      isDisabled={!subscribed.has(client.id)}
                      onPress={() => enrol('fingerprint', client)}
                    >
                      Enrol Fingerprint
                    </Button>
                  </Inline>
                ),
              },
            ]}
          />
          <Pagination
            pageNo={pageNo}
            pageSize={CLIENTS_PAGE_SIZE}
            totalElements={page.paginationResponse.totalElements}
            onPageChange={setPageNo}
          />
        </Stack>
      )}
    </QueryState>
  );
}
