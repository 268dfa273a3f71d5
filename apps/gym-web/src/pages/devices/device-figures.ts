import type { Device } from './device-form-rules.ts';

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
    usage('Fingerprints', device.fingers, device.fingersCapacity),
    usage('Users', device.users, device.usersCapacity),
    { label: 'Records', text: String(device.records) },
    { label: 'Total Clients Subscribed', text: String(device.clientIds.length) },
  ];
}
