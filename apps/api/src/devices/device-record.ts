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
  client_ids: number[];
  pending_commands: number;
}

export interface DeviceCommandRow {
  id: number;
  device_id: number;
  client_id: number | null;
  command: string;
  status: Schemas['DeviceCommand']['status'];
  created_at: Date;
}

/** A device as the gym registers it (the counts come from the device itself). */
export interface DeviceValues {
  deviceName: string;
  door: string;
  serialNumber: string;
}

export function toDevice(row: DeviceRow): Schemas['AccessControlDevice'] {
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
  };
}
