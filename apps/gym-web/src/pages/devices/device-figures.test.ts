import { describe, expect, it } from 'vitest';
import { deviceFigures } from './device-figures.ts';
import type { Device } from './device-form-rules.ts';

const device: Device = {
  id: 1,
  gymId: 2,
  deviceName: 'k40 pro',
  door: 'Front',
  serialNumber: 'A1',
  fingers: 150,
  fingersCapacity: 3000,
  users: 0,
  usersCapacity: 0,
  records: 42,
  clientIds: [5, 6, 7],
  lastSeenAt: null,
  pendingCommands: 0,
  failedCommands: 0,
  claimCode: null,
  claimedAt: '2026-03-01T00:00:00.000Z',
  connection: 'OFFLINE',
};

describe('the device figures', () => {
  it('gives fingerprints and users as used/capacity with how full, then records and clients', () => {
    expect(deviceFigures(device)).toEqual([
      { label: 'Fingerprints', text: '150/3000', percent: 5 },
      // Capacity unknown (0): 'Users 3', never 'Users 3/0'.
      { label: 'Users', text: '0' },
      { label: 'Records', text: '42' },
      { label: 'Total Clients Subscribed', text: '3' },
    ]);
  });

  it('never shows a device fuller than full', () => {
    expect(deviceFigures({ ...device, fingers: 3100 })[0]?.percent).toBe(100);
  });
});
