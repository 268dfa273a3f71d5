import { type components, errorMessage } from '@gym/api-client';
import { Badge, Button, Inline, Link, Pagination, ResponsiveList, Stack, showToast } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { ROUTES } from '../../routes/route-table.ts';
import type { Device } from './device-form-rules.ts';
import { enrolmentQueued } from './device-status.ts';

type Client = components['schemas']['Client'];

const CLIENTS_PAGE_SIZE = 25;

/** One toast at a time about adding and removing clients (a new one replaces the last). */
const DOOR_TOPIC = 'device-door-access';

/** The toasts of a remote enrolment, queued for the device's next poll. */
const TEXT = defineMessages({
  cardFailed: { defaultMessage: 'Failed to add card', description: 'Toast: a remote card enrolment failed' },
  fingerprintFailed: { defaultMessage: 'Failed to add fingerprint', description: 'Toast' },
  added: { defaultMessage: '{client} added to the device', description: 'Toast' },
  removed: { defaultMessage: '{client} removed from the device', description: 'Toast' },
  updateFailed: { defaultMessage: 'Failed to update {client} on the device', description: 'Toast' },
  loading: { defaultMessage: 'Loading clients', description: 'Screen reader: while loading' },
  label: { defaultMessage: "The gym's clients and this device", description: 'The table’s name' },
  name: { defaultMessage: 'Name', description: 'Device clients: column' },
  phone: { defaultMessage: 'Phone', description: 'Device clients: column' },
  onDevice: { defaultMessage: 'On Device', description: 'Device clients: column' },
  subscribed: { defaultMessage: 'Subscribed', description: 'Device clients: the client is on the device' },
  notAdded: { defaultMessage: 'Not added', description: 'Device clients: the client is not on the device' },
  doorAccess: { defaultMessage: 'Door Access', description: 'Device clients: column' },
  removeFrom: { defaultMessage: 'Remove {client} from Device' },
  addTo: { defaultMessage: 'Add {client} to Device' },
  remove: { defaultMessage: 'Remove', description: 'Device clients: take the client off the device' },
  add: { defaultMessage: 'Add', description: 'Device clients: put the client on the device' },
  enrolRemotely: { defaultMessage: 'Enrol Remotely', description: 'Device clients: column' },
  enrolCardFor: { defaultMessage: 'Enrol Card for {client}' },
  enrolFingerprintFor: { defaultMessage: 'Enrol Fingerprint for {client}' },
  enrolCard: { defaultMessage: 'Enrol Card' },
  enrolFingerprint: { defaultMessage: 'Enrol Fingerprint' },
});

const ENROLMENT = {
  card: { thing: 'Card', failure: TEXT.cardFailed },
  fingerprint: { thing: 'Fingerprint', failure: TEXT.fingerprintFailed },
} as const;

/**
 * The gym's clients, page by page, each marked on or off the device with a button to add or remove
 * that one client; a client on it can enrol a card or a fingerprint at the device remotely.
 */
export function DeviceClients({ device }: { device: Device }) {
  const t = useT();
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
    mutation.mutate(
      { params: { path: { deviceId: device.id } }, body: [client.id] },
      {
        onSuccess: () =>
          showToast(
            translate(onDevice ? TEXT.removed : TEXT.added, { client: client.name }),
            'success',
            DOOR_TOPIC,
          ),
        onError: (error) =>
          showToast(
            serverText(errorMessage(error, translate(TEXT.updateFailed, { client: client.name }))),
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
        onError: () => showToast(translate(ENROLMENT[kind].failure)),
      },
    );
  };

  return (
    <QueryState
      query={clients}
      loadingLabel={t(TEXT.loading)}
      loadingLines={5}
      empty={{ isEmpty: isEmptyPage, kind: 'client' }}
    >
      {(page) => (
        <Stack gap="medium">
          <ResponsiveList
            label={t(TEXT.label)}
            rowKey={(client) => client.id}
            items={page.content}
            columns={[
              {
                id: 'name',
                title: t(TEXT.name),
                isRowHeader: true,
                cell: (client) => (
                  <Link href={ROUTES.attendance.to({ clientId: client.id })}>{client.name}</Link>
                ),
              },
              { id: 'phone', title: t(TEXT.phone), cell: (client) => client.phone },
              {
                id: 'device',
                title: t(TEXT.onDevice),
                cell: (client) =>
                  subscribed.has(client.id) ? (
                    <Badge tone="success">{t(TEXT.subscribed)}</Badge>
                  ) : (
                    <Badge>{t(TEXT.notAdded)}</Badge>
                  ),
              },
              {
                id: 'access',
                title: t(TEXT.doorAccess),
                cell: (client) => (
                  <Button
                    size="small"
                    variant={subscribed.has(client.id) ? 'secondary' : 'primary'}
                    aria-label={
                      subscribed.has(client.id)
                        ? t(TEXT.removeFrom, { client: client.name })
                        : t(TEXT.addTo, { client: client.name })
                    }
                    isPending={(add.isPending || remove.isPending) && busyId === client.id}
                    onPress={() => {
                      setBusyId(client.id);
                      toggle(client);
                    }}
                  >
                    {subscribed.has(client.id) ? t(TEXT.remove) : t(TEXT.add)}
                  </Button>
                ),
              },
              {
                id: 'enrol',
                title: t(TEXT.enrolRemotely),
                cell: (client) => (
                  <Inline gap="xsmall">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t(TEXT.enrolCardFor, { client: client.name })}
                      isDisabled={!subscribed.has(client.id)}
                      onPress={() => enrol('card', client)}
                    >
                      {t(TEXT.enrolCard)}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t(TEXT.enrolFingerprintFor, { client: client.name })}
                      isDisabled={!subscribed.has(client.id)}
                      onPress={() => enrol('fingerprint', client)}
                    >
                      {t(TEXT.enrolFingerprint)}
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
