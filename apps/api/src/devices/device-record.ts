import type { Schemas } from '../contract.ts';

export interface DeviceRow {
  id: number;
  gym_id: number;
  device_name: string;
  door: string;
  serial_number: string;
  fingers: number;
  fingers_capacity: number;
  users: number;
  users_capacity: number;
  records: number;
  last_seen_at: Date | null;
  claim_code: string | null;
  claimed_at: Date | null;
  client_ids: number[];
  pending_commands: number;
  failed_commands: number;
}

export interface DeviceCommandRow {
  id: number;
  device_id: number;
  client_id: number | null;
  command: string;
  status: Schemas['DeviceCommand']['status'];
  created_at: Date;
  attempts: number;
  sent_at: Date | null;
  done_at: Date | null;
  return_code: number | null;
}

/** A device as the gym registers it (the counts come from the device itself). */
export interface DeviceValues {
  deviceName: string;
  door: string;
  serialNumber: string;
}

/**
 * Waiting for its claim code until the device uploads it; then online when it called within
 * `onlineMinutes`, else offline.
 */
export function deviceConnection(
  row: Pick<DeviceRow, 'claimed_at' | 'last_seen_at'>,
  onlineMinutes: number,
  now: number = Date.now(),
): Schemas['AccessControlDevice']['connection'] {
  if (!row.claimed_at) return 'WAITING_FOR_CLAIM';
  const seen = row.last_seen_at?.getTime();
  return seen !== undefined && now - seen <= onlineMinutes * 60_000 ? 'ONLINE' : 'OFFLINE';
}

export function toDevice(row: DeviceRow, onlineMinutes: number): Schemas['AccessControlDevice'] {
  return {
    id: row.id,
    gymId: row.gym_id,
    deviceName: row.device_name,
    door: row.door,
    serialNumber: row.serial_number,
    fingers: row.fingers,
    fingersCapacity: row.fingers_capacity,
    users: row.users,
    usersCapacity: row.users_capacity,
    records: row.records,
    clientIds: row.client_ids,
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    pendingCommands: row.pending_commands,
    failedCommands: row.failed_commands,
    claimCode: row.claimed_at ? null : row.claim_code,
    claimedAt: row.claimed_at?.toISOString() ?? null,
    connection: deviceConnection(row, onlineMinutes),
  };
}

export function toDeviceCommand(row: DeviceCommandRow): Schemas['DeviceCommand'] {
  return {
    id: row.id,
    deviceId: row.device_id,
    clientId: row.client_id,
    command: row.command,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    attempts: row.attempts,
    sentAt: row.sent_at?.toISOString() ?? null,
    doneAt: row.done_at?.toISOString() ?? null,
    returnCode: row.return_code,
  };
}
