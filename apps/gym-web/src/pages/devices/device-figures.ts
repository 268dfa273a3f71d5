import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import type { Device } from './device-form-rules.ts';

const TEXT = defineMessages({
  fingerprints: { defaultMessage: 'Fingerprints', description: 'A door device’s figure' },
  users: { defaultMessage: 'Users', description: 'A door device’s figure: the people it holds' },
  records: { defaultMessage: 'Records', description: 'A door device’s figure: the punches it holds' },
  subscribed: { defaultMessage: 'Total Clients Subscribed', description: 'A door device’s figure' },
});

export interface DeviceFigure {
  label: string;
  /** e.g. '12/3000' or '450' */
  text: string;
  /** How full the device is, 0 to 100, for figures with a capacity. */
  percent?: number;
}

/** Used of capacity; a device that has not told its capacity (0) shows what it holds alone, no meter. */
const usage = (label: string, used: number, capacity: number): DeviceFigure =>
  capacity > 0
    ? { label, text: `${used}/${capacity}`, percent: Math.min(100, Math.round((used / capacity) * 100)) }
    : { label, text: String(used) };

/** The device page's figures: fingerprints and users used/capacity, records, clients subscribed. */
export function deviceFigures(device: Device): DeviceFigure[] {
  return [
    usage(translate(TEXT.fingerprints), device.fingers, device.fingersCapacity),
    usage(translate(TEXT.users), device.users, device.usersCapacity),
    { label: translate(TEXT.records), text: String(device.records) },
    { label: translate(TEXT.subscribed), text: String(device.clientIds.length) },
  ];
}
