import { Badge, Card, IconButton, Inline, Link, PencilIcon, Stack, Text, TrashIcon } from '@gym/ui';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceConnection } from './DeviceConnection.tsx';
import type { Device } from './device-form-rules.ts';
import { DEVICE_TEXTS } from './device-texts.ts';

const TEXT = defineMessages({
  failed: { defaultMessage: '{count} failed', description: 'A device card: commands the device refused' },
  edit: { defaultMessage: 'Edit {device} ({serialNumber})', description: 'A device card: the pencil button' },
  delete: {
    defaultMessage: 'Delete {device} ({serialNumber})',
    description: 'A device card: the bin button',
  },
});

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
  const t = useT();
  const navigate = useNavigate();
  return (
    <Card
      level={2}
      title={<Link href={ROUTES.deviceDetail.to({ deviceId: device.id })}>{device.deviceName}</Link>}
    >
      <Stack gap="xsmall">
        <Text>{t(DEVICE_TEXTS.doorIs, { door: device.door })}</Text>
        <Text tone="muted">{t(DEVICE_TEXTS.serialNumberIs, { serialNumber: device.serialNumber })}</Text>
        <DeviceConnection device={device} />
        {device.failedCommands > 0 ? (
          <Inline gap="xsmall">
            <Badge tone="critical">{t(TEXT.failed, { count: device.failedCommands })}</Badge>
          </Inline>
        ) : null}
      </Stack>
      <Inline justifyContent="flex-end" gap="xsmall">
        <IconButton
          label={t(TEXT.edit, { device: device.deviceName, serialNumber: device.serialNumber })}
          onPress={() => navigate(ROUTES.deviceEdit.to({ deviceId: device.id }))}
        >
          <PencilIcon />
        </IconButton>
        <IconButton
          label={t(TEXT.delete, { device: device.deviceName, serialNumber: device.serialNumber })}
          tone="critical"
          onPress={onDelete}
        >
          <TrashIcon />
        </IconButton>
      </Inline>
    </Card>
  );
}
