import { Box, Button, Card, Heading, Inline, ProgressBar, Stack, Text } from '@gym/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { Alert } from '../../app/on-demand.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceClients } from './DeviceClients.tsx';
import { DEVICE_REFRESH_MS, DeviceCommands } from './DeviceCommands.tsx';
import { DeviceConnection } from './DeviceConnection.tsx';
import { deviceFigures } from './device-figures.ts';
import type { Device } from './device-form-rules.ts';

/**
 * One device: its connection (or its claim code and how to key it in), figures, waiting and failed
 * commands, 'Add All Clients to Device' and each client's add, remove and enrolment.
 */
export default function DeviceDetailPage() {
  const deviceId = Number(useParams().deviceId);
  const device = api.useQuery(
    'get',
    '/api/access-control-devices/{id}',
    { params: { path: { id: deviceId } } },
    { refetchInterval: DEVICE_REFRESH_MS },
  );
  return (
    <QueryState query={device} loadingLabel="Loading the device" loadingLines={6}>
      {(data) => <DeviceDetails device={data} />}
    </QueryState>
  );
}

const ADDED = 'Clients successfully added to the device!';
const NOT_ADDED = 'Failed to add clients to the device.';

function DeviceDetails({ device }: { device: Device }) {
  const navigate = useNavigate();
  const addAll = api.useMutation('post', '/api/access-control-devices/{deviceId}/add-all-clients');
  const [outcome, setOutcome] = useState<string | null>(null);

  const addAllClients = () =>
    addAll.mutate(
      { params: { path: { deviceId: device.id } } },
      { onSuccess: () => setOutcome(ADDED), onError: () => setOutcome(NOT_ADDED) },
    );

  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between">
        <Heading level={1}>{device.deviceName}</Heading>
        <Button variant="secondary" onPress={() => navigate(ROUTES.deviceEdit.to({ deviceId: device.id }))}>
          Edit Device
        </Button>
      </Inline>
      <Card title="Device Info" level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Text>Door: {device.door}</Text>
          <Text>Serial Number: {device.serialNumber}</Text>
          <DeviceConnection device={device} />
          <Text>Commands failed: {device.failedCommands}</Text>
        </Box>
      </Card>
      {device.claimCode === null ? null : (
        <Card title="Claim this device" level={2}>
          <Stack gap="small">
            <Text>
              On the device, add a new user (Menu, User Mgt, New User) with User ID {device.claimCode} and
              save it, or punch in with that ID. The device's next upload carrying the code proves it belongs
              to this gym; until then it gets no commands and its punches wait on the device.
            </Text>
            <Text tone="muted">The code's user is taken off the device again once it is claimed.</Text>
          </Stack>
        </Card>
      )}
      <Card title="Commands" level={2}>
        <DeviceCommands device={device} />
      </Card>
      <CardGrid>
        {deviceFigures(device).map((figure) => (
          <CardGridItem key={figure.label}>
            <Card title={figure.label} level={2}>
              <Text size="large" weight="bold">
                {figure.text}
              </Text>
              {figure.percent === undefined ? null : (
                <ProgressBar label={`${figure.label} used`} value={figure.percent} />
              )}
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
      <Card title="Clients" level={2}>
        <Stack gap="medium">
          <Inline>
            <Button onPress={addAllClients} isPending={addAll.isPending} pendingLabel="Adding clients...">
              Add All Clients to Device
            </Button>
          </Inline>
          {addAll.isPending ? <ProgressBar label="Adding all clients to the device" /> : null}
          <DeviceClients device={device} />
        </Stack>
      </Card>
      <Alert
        title={outcome === ADDED ? 'Clients added' : 'Clients not added'}
        isOpen={outcome !== null}
        onOpenChange={(open) => {
          if (!open) setOutcome(null);
        }}
      >
        <Text>{outcome}</Text>
      </Alert>
    </Stack>
  );
}
