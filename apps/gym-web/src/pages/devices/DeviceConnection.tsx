import { Badge, Inline, Stack, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import type { Device } from './device-form-rules.ts';
import { connectionBadge } from './device-status.ts';

/**
 * The device's connection: Online/Offline with when it last called (and, until the device has
 * claimed the registration, the claim code to key into it), and its waiting commands.
 */
export function DeviceConnection({ device }: { device: Device }) {
  const { dateTime } = useGymFormat();
  const badge = connectionBadge(device);
  return (
    <Stack gap="xsmall">
      <Inline gap="xsmall">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <Text tone="muted">Last seen: {device.lastSeenAt ? dateTime(device.lastSeenAt) : 'Never'}</Text>
      </Inline>
      {device.claimCode === null ? null : (
        <Text>
          Claim code: <strong>{device.claimCode}</strong>
        </Text>
      )}
      <Text>Commands waiting for the device: {device.pendingCommands}</Text>
    </Stack>
  );
}
