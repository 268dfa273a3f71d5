import { errorMessage } from '@gym/api-client';
import { Button, Card, Heading, Stack, Text } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceCard } from './DeviceCard.tsx';
import { DEVICE_REFRESH_MS } from './DeviceCommands.tsx';
import type { Device } from './device-form-rules.ts';
import { useSelectedGymId } from './useSelectedGymId.ts';

/** The specification shows the first 25 devices. */
const DEVICES_SHOWN = 25;

/** Devices: the selected gym's door devices as cards, an 'Add New Device' tile, edit and delete. */
export default function DevicesPage() {
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
    deleted: 'Device deleted successfully',
    failed: (error) => errorMessage(error, 'Failed to delete device'),
  });
  const addDevice = (
    <Button variant="secondary" onPress={() => navigate(ROUTES.deviceAdd.to())}>
      Add New Device
    </Button>
  );

  return (
    <Stack>
      <Heading level={1}>Devices</Heading>
      <QueryState
        query={devices}
        loadingLabel="Loading devices"
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
              <Card level={2} title="Add New Device">
                <Text tone="muted">Register another door device by its serial number.</Text>
                {addDevice}
              </Card>
            </CardGridItem>
          </CardGrid>
        )}
      </QueryState>
      <DeleteDialog title="Delete Device" {...deletion.dialog}>
        {() => <Text>Are you sure you want to delete this device? This action cannot be undone.</Text>}
      </DeleteDialog>
    </Stack>
  );
}
