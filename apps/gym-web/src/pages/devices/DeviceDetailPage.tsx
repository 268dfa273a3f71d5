import { Box, Button, Card, Heading, Inline, ProgressBar, Stack, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { Alert } from '../../app/on-demand.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceClients } from './DeviceClients.tsx';
import { DEVICE_REFRESH_MS, DeviceCommands } from './DeviceCommands.tsx';
import { DeviceConnection } from './DeviceConnection.tsx';
import { deviceFigures } from './device-figures.ts';
import type { Device } from './device-form-rules.ts';
import { DEVICE_TEXTS } from './device-texts.ts';

/**
 * One device: its connection (or its claim code and how to key it in), figures, waiting and failed
 * commands, 'Add All Clients to Device' and each client's add, remove and enrolment.
 */
export default function DeviceDetailPage() {
  const t = useT();
  const deviceId = Number(useParams().deviceId);
  const device = api.useQuery(
    'get',
    '/api/access-control-devices/{id}',
    { params: { path: { id: deviceId } } },
    { refetchInterval: DEVICE_REFRESH_MS },
  );
  return (
    <QueryState query={device} loadingLabel={t(DEVICE_TEXTS.loadingDevice)} loadingLines={6}>
      {(data) => <DeviceDetails device={data} />}
    </QueryState>
  );
}

const TEXT = defineMessages({
  added: { defaultMessage: 'Clients successfully added to the device!' },
  notAdded: { defaultMessage: 'Failed to add clients to the device.' },
  failedCount: { defaultMessage: 'Commands failed: {count}' },
  claimTitle: {
    defaultMessage: 'Claim this device',
    description: 'A new door device: how to prove it is this gym’s',
  },
  claimSteps: {
    defaultMessage:
      "On the device, add a new user (Menu, User Mgt, New User) with User ID {code} and save it, or punch in with that ID. The device's next upload carrying the code proves it belongs to this gym; until then it gets no commands and its punches wait on the device.",
    description: 'Menu, User Mgt, New User are the device’s own (English) menu names',
  },
  claimAfter: { defaultMessage: "The code's user is taken off the device again once it is claimed." },
  commands: { defaultMessage: 'Commands', description: 'A door device’s card of commands' },
  used: { defaultMessage: '{figure} used', description: 'A device figure’s meter, e.g. “Fingerprints used”' },
  clients: { defaultMessage: 'Clients', description: 'A door device’s card of the gym’s clients' },
  adding: { defaultMessage: 'Adding clients...' },
  addAll: { defaultMessage: 'Add All Clients to Device' },
  addingAll: { defaultMessage: 'Adding all clients to the device' },
  addedTitle: { defaultMessage: 'Clients added' },
  notAddedTitle: { defaultMessage: 'Clients not added' },
});

function DeviceDetails({ device }: { device: Device }) {
  const navigate = useNavigate();
  const addAll = api.useMutation('post', '/api/access-control-devices/{deviceId}/add-all-clients');
  const t = useT();
  const [outcome, setOutcome] = useState<'added' | 'notAdded' | null>(null);

  const addAllClients = () =>
    addAll.mutate(
      { params: { path: { deviceId: device.id } } },
      { onSuccess: () => setOutcome('added'), onError: () => setOutcome('notAdded') },
    );

  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between">
        <Heading level={1}>{device.deviceName}</Heading>
        <Button variant="secondary" onPress={() => navigate(ROUTES.deviceEdit.to({ deviceId: device.id }))}>
          {t(DEVICE_TEXTS.editDevice)}
        </Button>
      </Inline>
      <Card title={t(DEVICE_TEXTS.deviceInfo)} level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Text>{t(DEVICE_TEXTS.doorIs, { door: device.door })}</Text>
          <Text>{t(DEVICE_TEXTS.serialNumberIs, { serialNumber: device.serialNumber })}</Text>
          <DeviceConnection device={device} />
          <Text>{t(TEXT.failedCount, { count: device.failedCommands })}</Text>
        </Box>
      </Card>
      {device.claimCode === null ? null : (
        <Card title={t(TEXT.claimTitle)} level={2}>
          <Stack gap="small">
            <Text>{t(TEXT.claimSteps, { code: device.claimCode })}</Text>
            <Text tone="muted">{t(TEXT.claimAfter)}</Text>
          </Stack>
        </Card>
      )}
      <Card title={t(TEXT.commands)} level={2}>
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
                <ProgressBar label={t(TEXT.used, { figure: figure.label })} value={figure.percent} />
              )}
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
      <Card title={t(TEXT.clients)} level={2}>
        <Stack gap="medium">
          <Inline>
            <Button onPress={addAllClients} isPending={addAll.isPending} pendingLabel={t(TEXT.adding)}>
              {t(TEXT.addAll)}
            </Button>
          </Inline>
          {addAll.isPending ? <ProgressBar label={t(TEXT.addingAll)} /> : null}
          <DeviceClients device={device} />
        </Stack>
      </Card>
      <Alert
        title={t(outcome === 'added' ? TEXT.addedTitle : TEXT.notAddedTitle)}
        isOpen={outcome !== null}
        onOpenChange={(open) => {
          if (!open) setOutcome(null);
        }}
      >
        <Text>{outcome ? t(TEXT[outcome]) : null}</Text>
      </Alert>
    </Stack>
  );
}
