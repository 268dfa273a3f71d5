import { errorMessage } from '@gym/api-client';
import { Button, Card, Heading, Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceCard } from './DeviceCard.tsx';
import { DEVICE_REFRESH_MS } from './DeviceCommands.tsx';
import type { Device } from './device-form-rules.ts';
import { useSelectedGymId } from './useSelectedGymId.ts';

/** The specification shows the first 25 devices. */
const DEVICES_SHOWN = 25;

const TEXT = defineMessages({
  deleted: { defaultMessage: 'Device deleted successfully', description: 'Toast after a device is deleted' },
  deleteFailed: { defaultMessage: 'Failed to delete device', description: 'Toast' },
  addDevice: {
    defaultMessage: 'Add New Device',
    description: 'The devices page: the card (and its button) that adds one',
  },
  title: { defaultMessage: 'Devices', description: 'The devices page’s heading' },
  loading: { defaultMessage: 'Loading devices', description: 'Screen reader: while loading' },
  addHint: { defaultMessage: 'Register another door device by its serial number.' },
  deleteTitle: { defaultMessage: 'Delete Device', description: 'The delete question’s title' },
  deleteQuestion: {
    defaultMessage: 'Are you sure you want to delete this device? This action cannot be undone.',
  },
});

/** Devices: the selected gym's door devices as cards, an 'Add New Device' tile, edit and delete. */
export default function DevicesPage() {
  const t = useT();
  const navigate = useNavigate();
  const gymId = useSelectedGymId();
  const devices = api.useQuery(
    'get',
    '/api/access-control-devices/gyms/{gymId}',
    { params: { path: { gymId }, query: { page: 0, size: DEVICES_SHOWN } } },
    // Online and offline move with the devices' own calls.
    { refetchInterval: DEVICE_REFRESH_MS },
  );
  const remove = api.useMutation('delete', '/api/access-control-devices/{id}');
  const deletion = useConfirmedDelete<Device>({
    mutate: (device, handlers) => remove.mutate({ params: { path: { id: device.id } } }, handlers),
    isPending: remove.isPending,
    deleted: translate(TEXT.deleted),
    failed: (error) => serverText(errorMessage(error, translate(TEXT.deleteFailed))),
  });
  const addDevice = (
    <Button variant="secondary" onPress={() => navigate(ROUTES.deviceAdd.to())}>
      {t(TEXT.addDevice)}
    </Button>
  );

  return (
    <Stack>
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <QueryState
        query={devices}
        loadingLabel={t(TEXT.loading)}
        loadingLines={4}
        empty={{ isEmpty: isEmptyPage, kind: 'device', next: addDevice }}
      >
        {(page) => (
          <CardGrid>
            {page.content.map((device) => (
              <CardGridItem key={device.id}>
                <DeviceCard device={device} onDelete={() => deletion.ask(device)} />
              </CardGridItem>
            ))}
            <CardGridItem>
              <Card level={2} title={t(TEXT.addDevice)}>
                <Text tone="muted">{t(TEXT.addHint)}</Text>
                {addDevice}
              </Card>
            </CardGridItem>
          </CardGrid>
        )}
      </QueryState>
      <DeleteDialog title={t(TEXT.deleteTitle)} {...deletion.dialog}>
        {() => <Text>{t(TEXT.deleteQuestion)}</Text>}
      </DeleteDialog>
    </Stack>
  );
}
