import { Alert, Box, Button, Card, Heading, Inline, ProgressBar, Stack, Text } from '@gym/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceClients } from './DeviceClients.tsx';
import { deviceFigures } from './device-figures.ts';
import type { Device } from './device-form-rules.ts';

/** One device: its figures, 'Add All Clients to Device' and its clients' enrolment. */
export default function DeviceDetailPage() {
  const deviceId = Number(useParams().deviceId);
  const device = api.useQuery('get', '/api/access-control-devices/{id}', {
    params: { path: { id: deviceId } },
  });
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
  const { dateTime } = useGymFormat();
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
          <Text>Last seen: {device.lastSeenAt ? dateTime(device.lastSeenAt) : 'Never'}</Text>
          <Text>Commands waiting for the device: {device.pendingCommands}</Text>
        </Box>
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
