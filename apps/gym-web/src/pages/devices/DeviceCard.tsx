import { Badge, Card, IconButton, Inline, Link, PencilIcon, Stack, Text, TrashIcon } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceConnection } from './DeviceConnection.tsx';
import type { Device } from './device-form-rules.ts';

export interface DeviceCardProps {
  device: Device;
  onDelete: () => void;
}

/**
 * One door device: its name (to its page), door and serial number, whether it is online (or still
 * waiting for its claim code), when it last called and its pending and failed commands; edit and
 * delete.
 */
export function DeviceCard({ device, onDelete }: DeviceCardProps) {
  const navigate = useNavigate();
  return (
    <Card
      level={2}
      title={<Link href={ROUTES.deviceDetail.to({ deviceId: device.id })}>{device.deviceName}</Link>}
    >
      <Stack gap="xsmall">
        <Text>Door: {device.door}</Text>
        <Text tone="muted">Serial Number: {device.serialNumber}</Text>
        <DeviceConnection device={device} />
        {device.failedCommands > 0 ? (
          <Inline gap="xsmall">
            <Badge tone="critical">{`${device.failedCommands} failed`}</Badge>
          </Inline>
        ) : null}
      </Stack>
      <Inline justifyContent="flex-end" gap="xsmall">
        <IconButton
          label={`Edit ${device.deviceName} (${device.serialNumber})`}
          onPress={() => navigate(ROUTES.deviceEdit.to({ deviceId: device.id }))}
        >
          <PencilIcon />
        </IconButton>
        <IconButton
          label={`Delete ${device.deviceName} (${device.serialNumber})`}
          tone="critical"
          onPress={onDelete}
        >
          <TrashIcon />
        </IconButton>
      </Inline>
    </Card>
  );
}
