import { Badge, ResponsiveList, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import type { Device } from './device-form-rules.ts';
import { commandOutcome, commandSummary } from './device-status.ts';

/** How often the device page asks again: the device polls by itself, so its state moves without us. */
export const DEVICE_REFRESH_MS = 30_000;

const STATUS_TONES = { PENDING: 'neutral', SENT: 'accent', DONE: 'success', FAILED: 'critical' } as const;

/** The device's commands still waiting for a result and those it refused, with its result codes. */
export function DeviceCommands({ device }: { device: Device }) {
  const { dateTime } = useGymFormat();
  const commands = api.useQuery(
    'get',
    '/api/access-control-devices/{deviceId}/commands',
    { params: { path: { deviceId: device.id } } },
    { refetchInterval: DEVICE_REFRESH_MS },
  );
  return (
    <QueryState query={commands} loadingLabel="Loading the device's commands" loadingLines={3}>
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">No commands waiting and none failed.</Text>
        ) : (
          <ResponsiveList
            label="Commands waiting or failed"
            rowKey={(command) => command.id}
            items={list}
            columns={[
              {
                id: 'command',
                title: 'Command',
                isRowHeader: true,
                cell: (command) => commandSummary(command),
              },
              {
                id: 'status',
                title: 'Status',
                cell: (command) => <Badge tone={STATUS_TONES[command.status]}>{command.status}</Badge>,
              },
              { id: 'result', title: 'Result', cell: (command) => commandOutcome(command) },
              {
                id: 'when',
                title: 'Last Sent',
                cell: (command) => (command.sentAt ? dateTime(command.sentAt) : 'Not yet'),
              },
            ]}
          />
        )
      }
    </QueryState>
  );
}
