import { Badge, Inline, Stack, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import type { Device } from './device-form-rules.ts';
import { connectionBadge } from './device-status.ts';

const TEXT = defineMessages({
  lastSeen: { defaultMessage: 'Last seen: {when}', description: 'When a door device last called in' },
  neverSeen: { defaultMessage: 'Last seen: Never', description: 'A door device that never called in' },
  claimCode: { defaultMessage: 'Claim code:', description: 'Before the code to key into a new device' },
  waiting: { defaultMessage: 'Commands waiting for the device: {count}' },
});

/**
 * The device's connection: Online/Offline with when it last called (and, until the device has
 * claimed the registration, the claim code to key into it), and its waiting commands.
 */
export function DeviceConnection({ device }: { device: Device }) {
  const t = useT();
  const { dateTime } = useGymFormat();
  const badge = connectionBadge(device);
  return (
    <Stack gap="xsmall">
      <Inline gap="xsmall">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <Text tone="muted">
          {device.lastSeenAt ? t(TEXT.lastSeen, { when: dateTime(device.lastSeenAt) }) : t(TEXT.neverSeen)}
        </Text>
      </Inline>
      {device.claimCode === null ? null : (
        <Text>
          {t(TEXT.claimCode)} <strong>{device.claimCode}</strong>
        </Text>
      )}
      <Text>{t(TEXT.waiting, { count: device.pendingCommands })}</Text>
    </Stack>
  );
}
