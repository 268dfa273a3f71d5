import { Badge, ResponsiveList, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import type { Device } from './device-form-rules.ts';
import { commandOutcome, commandSummary } from './device-status.ts';

/** How often the device page asks again: the device polls by itself, so its state moves without us. */
export const DEVICE_REFRESH_MS = 30_000;

const TEXT = defineMessages({
  loading: { defaultMessage: "Loading the device's commands", description: 'Screen reader: while loading' },
  none: { defaultMessage: 'No commands waiting and none failed.' },
  label: { defaultMessage: 'Commands waiting or failed', description: 'The device commands table’s name' },
  command: { defaultMessage: 'Command', description: 'Device commands: column' },
  status: { defaultMessage: 'Status', description: 'Device commands: column' },
  result: { defaultMessage: 'Result', description: 'Device commands: column' },
  lastSent: { defaultMessage: 'Last Sent', description: 'Device commands: column' },
  notYet: { defaultMessage: 'Not yet', description: 'Device commands: never sent' },
});

const STATUS_TONES = { PENDING: 'neutral', SENT: 'accent', DONE: 'success', FAILED: 'critical' } as const;

/** The device's commands still waiting for a result and those it refused, with its result codes. */
export function DeviceCommands({ device }: { device: Device }) {
  const t = useT();
  const { dateTime } = useGymFormat();
  const commands = api.useQuery(
    'get',
    '/api/access-control-devices/{deviceId}/commands',
    { params: { path: { deviceId: device.id } } },
    { refetchInterval: DEVICE_REFRESH_MS },
  );
  return (
    <QueryState query={commands} loadingLabel={t(TEXT.loading)} loadingLines={3}>
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">{t(TEXT.none)}</Text>
        ) : (
          <ResponsiveList
            label={t(TEXT.label)}
            rowKey={(command) => command.id}
            items={list}
            columns={[
              {
                id: 'command',
                title: t(TEXT.command),
                isRowHeader: true,
                cell: (command) => commandSummary(command),
              },
              {
                id: 'status',
                title: t(TEXT.status),
                cell: (command) => <Badge tone={STATUS_TONES[command.status]}>{command.status}</Badge>,
              },
              { id: 'result', title: t(TEXT.result), cell: (command) => commandOutcome(command) },
              {
                id: 'when',
                title: t(TEXT.lastSent),
                cell: (command) => (command.sentAt ? dateTime(command.sentAt) : t(TEXT.notYet)),
              },
            ]}
          />
        )
      }
    </QueryState>
  );
}
