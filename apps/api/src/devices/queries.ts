import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow, violatesUnique } from '../db/sql.ts';
import { owesBeyondLimit } from '../dues/queries.ts';
import { type PageQuery, queryPage } from '../http/paging.ts';
import { gymToday, membershipIn, RUNNING_STATES } from '../memberships/state.ts';
import type { DeviceCommandRow, DeviceRow, DeviceValues } from './device-record.ts';

/**
 * The command lines of the ZKTeco push protocol for a client (PIN = client id), as SQL expressions
 * over clients c so a whole gym's clients are queued in one statement. Tabs and new lines separate
 * the protocol's fields, so they are taken out of every value.
 */
const clean = (value: string) => `regexp_replace(${value}, E'[\\t\\r\\n]', ' ', 'g')`;

const DEVICE_COMMANDS = {
  /** Put (or refresh) the client's user record on the device. */
  upsertUser: `'DATA UPDATE USERINFO PIN=' || c.id || E'\\tName=' || ${clean('c.name')}
    || E'\\tPri=' || c.device_privilege || E'\\tPasswd=' || ${clean("COALESCE(c.device_password, '')")}
    || E'\\tCard=' || ${clean("COALESCE(c.device_card, '')")} || E'\\tGrp=1\\tTZ=0000000000000000\\tVerify=-1'`,
  /** Take the client off the device (with their fingerprints). */
  deleteUser: `'DATA DELETE USERINFO PIN=' || c.id`,
} as const;

/**
 * Supersedes, for each (device, client) pair of the SQL relation `pairs`, the client's door wish
 * (a user record or removal) on that device still without a result: a newer one is being queued,
 * and the older must never go out again after it (a retry overtaking a removal would put a removed
 * member back on the door). Enrolments are not door wishes and stay.
 */
const supersedeDoorWishes = (pairs: string) => `UPDATE device_commands dc SET status = 'SUPERSEDED'
  FROM ${pairs} p WHERE dc.device_id = p.device_id AND dc.client_id = p.client_id
   AND dc.status IN ('PENDING', 'SENT') AND dc.command LIKE 'DATA % USERINFO PIN=%'`;

const DEVICE_COLUMNS = `d.*,
  ARRAY(SELECT client_id FROM client_devices WHERE device_id = d.id ORDER BY client_id) AS client_ids,
  (SELECT count(*)::int FROM device_commands WHERE device_id = d.id AND status IN ('PENDING', 'SENT')) AS pending_commands,
  (SELECT count(*)::int FROM device_commands WHERE device_id = d.id AND status = 'FAILED') AS failed_commands`;

export async function deviceById(db: Queryable, id: number) {
  return firstRow<DeviceRow>(db, `SELECT ${DEVICE_COLUMNS} FROM access_control_devices d WHERE d.id = $1`, [
    id,
  ]);
}

export function devicesOfGym(db: Queryable, gymId: number, page: PageQuery) {
  return queryPage<DeviceRow>(
    db,
    {
      columns: DEVICE_COLUMNS,
      from: 'access_control_devices d WHERE d.gym_id = $1',
      orderBy: 'lower(d.device_name), d.id',
    },
    [gymId],
    page,
  );
}

export function devicesOfClient(db: Queryable, clientId: number) {
  return db.query<DeviceRow>(
    `SELECT ${DEVICE_COLUMNS} FROM access_control_devices d
      WHERE d.id IN (SELECT device_id FROM client_devices WHERE client_id = $1) ORDER BY d.id`,
    [clientId],
  );
}

/** Of the given ids, those of the gym's devices. */
export async function deviceIdsOfGym(db: Queryable, gymId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM access_control_devices WHERE gym_id = $1 AND id = ANY($2::int[])',
    [gymId, ids],
  );
  return rows.map((row) => row.id);
}

/** A claim code: 8 digits without a leading zero (some firmware drops a user id's leading zeros). */
export const newClaimCode = () => String(randomInt(10_000_000, 100_000_000));

/**
 * Registers a device, waiting for the claim code answered with it; a serial number the gym has
 * registered already fails with the unique violation 23505. Another gym's registration of the
 * serial changes nothing (a repeated code among them is drawn again).
 */
export async function insertDevice(db: Queryable, gymId: number, device: DeviceValues): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await requiredRow<{ id: number }>(
        db,
        `INSERT INTO access_control_devices (gym_id, device_name, door, serial_number, claim_code)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [gymId, device.deviceName, device.door, device.serialNumber, newClaimCode()],
      );
      return row.id;
    } catch (error) {
      if (attempt >= 3 || !isClaimCodeRepeat(error)) throw error;
    }
  }
}

const isClaimCodeRepeat = (error: unknown) => violatesUnique(error, 'claim_code');

/**
 * Updates a device; a new serial number is another device, which waits for a new claim code (its
 * commands and punches stay with the registration).
 */
export async function updateDevice(db: Queryable, id: number, device: DeviceValues): Promise<void> {
  await db.query(
    `UPDATE access_control_devices SET device_name = $2, door = $3,
       claim_code = CASE WHEN serial_number = $4 THEN claim_code ELSE $5 END,
       claimed_at = CASE WHEN serial_number = $4 THEN claimed_at END,
       last_seen_at = CASE WHEN serial_number = $4 THEN last_seen_at END,
       serial_number = $4
     WHERE id = $1`,
    [id, device.deviceName, device.door, device.serialNumber, newClaimCode()],
  );
}

export async function deleteDevice(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM access_control_devices WHERE id = $1', [id]);
}

/**
 * Links the clients to the device (not yet on its door: `syncDoorAccess` puts those the membership
 * admits there); answers those that were not linked before.
 */
export async function linkClients(db: Queryable, deviceId: number, clientIds: number[]): Promise<number[]> {
  const added = await db.query<{ client_id: number }>(
    `INSERT INTO client_devices (client_id, device_id, door_access) SELECT unnest($1::int[]), $2, false
     ON CONFLICT DO NOTHING RETURNING client_id`,
    [clientIds, deviceId],
  );
  return added.map((row) => row.client_id);
}

/**
 * Unlinks the clients from the device and queues the removal of those whose user record is on its
 * door; answers the clients that were linked.
 */
export async function unlinkClients(db: Queryable, deviceId: number, clientIds: number[]): Promise<number[]> {
  const removed = await db.query<{ client_id: number; door_access: boolean }>(
    'DELETE FROM client_devices WHERE device_id = $1 AND client_id = ANY($2::int[]) RETURNING client_id, door_access',
    [deviceId, clientIds],
  );
  await queueUserRemovals(
    db,
    deviceId,
    removed.filter((link) => link.door_access).map((link) => link.client_id),
  );
  return removed.map((row) => row.client_id);
}

/**
 * Puts the client on exactly these devices: those it leaves get its removal queued (when their
 * door holds the client), those it joins wait for `syncDoorAccess`.
 */
export async function replaceClientDevices(
  db: Queryable,
  clientId: number,
  deviceIds: number[],
): Promise<void> {
  const left = await db.query<{ device_id: number; door_access: boolean }>(
    `DELETE FROM client_devices WHERE client_id = $1 AND NOT (device_id = ANY($2::int[]))
     RETURNING device_id, door_access`,
    [clientId, deviceIds],
  );
  await db.query(
    `INSERT INTO client_devices (client_id, device_id, door_access) SELECT $1, unnest($2::int[]), false
     ON CONFLICT DO NOTHING`,
    [clientId, deviceIds],
  );
  await queueRemovalsOfClient(
    db,
    clientId,
    left.filter((link) => link.door_access),
  );
}

/**
 * Takes the client off every door that holds them, keeping the links (before the client is deleted:
 * the commands outlive the client, whose id is their PIN).
 */
export async function queueRemovalFromEveryDoor(db: Queryable, clientId: number): Promise<void> {
  const doors = await db.query<{ device_id: number }>(
    'UPDATE client_devices SET door_access = false WHERE client_id = $1 AND door_access RETURNING device_id',
    [clientId],
  );
  await queueRemovalsOfClient(db, clientId, doors);
}

/** Queues the client's user record again on every door that holds them (their name or card changed). */
export async function refreshDoorRecords(db: Queryable, clientId: number): Promise<void> {
  const doors = await db.query<{ device_id: number }>(
    'SELECT device_id FROM client_devices WHERE client_id = $1 AND door_access ORDER BY device_id',
    [clientId],
  );
  for (const door of doors) await queueUserRecords(db, door.device_id, [clientId]);
}

async function queueRemovalsOfClient(db: Queryable, clientId: number, doors: { device_id: number }[]) {
  for (const door of doors) await queueUserRemovals(db, door.device_id, [clientId]);
}

/**
 * Queues one door wish (an SQL expression over clients c) per given client for the device,
 * superseding each client's earlier one without a result.
 */
async function queueForClients(
  db: Queryable,
  deviceId: number,
  clientIds: number[],
  command: (typeof DEVICE_COMMANDS)[keyof typeof DEVICE_COMMANDS],
): Promise<void> {
  if (clientIds.length === 0) return;
  await db.query(
    `WITH pairs AS (SELECT $1::int AS device_id, unnest($2::int[]) AS client_id),
     superseded AS (${supersedeDoorWishes('pairs')})
     INSERT INTO device_commands (device_id, client_id, command)
     SELECT $1, c.id, ${command} FROM clients c WHERE c.id = ANY($2::int[]) ORDER BY c.id`,
    [deviceId, clientIds],
  );
}

/** Queues the clients' user records for the device (put there, or refreshed). */
export function queueUserRecords(db: Queryable, deviceId: number, clientIds: number[]): Promise<void> {
  return queueForClients(db, deviceId, clientIds, DEVICE_COMMANDS.upsertUser);
}

/** Queues the clients' removal from the device (with their fingerprints). */
export function queueUserRemovals(db: Queryable, deviceId: number, clientIds: number[]): Promise<void> {
  return queueForClients(db, deviceId, clientIds, DEVICE_COMMANDS.deleteUser);
}

export async function queueCommand(db: Queryable, deviceId: number, clientId: number, command: string) {
  return requiredRow<DeviceCommandRow>(
    db,
    'INSERT INTO device_commands (device_id, client_id, command) VALUES ($1, $2, $3) RETURNING *',
    [deviceId, clientId, command],
  );
}

/** The device's commands without a result yet and those that failed, newest first. */
export function openAndFailedCommands(db: Queryable, deviceId: number, limit: number) {
  return db.query<DeviceCommandRow>(
    `SELECT * FROM device_commands WHERE device_id = $1 AND status IN ('PENDING', 'SENT', 'FAILED')
      ORDER BY id DESC LIMIT $2`,
    [deviceId, limit],
  );
}

/**
 * Door access follows the membership: a client linked to a device is on its door while their
 * membership runs (memberships/state.ts: ACTIVE or EXPIRING on the gym's today), and off it
 * otherwise (none, expired, inactive). Queues the user record or its removal for each link whose
 * access changes, superseding the client's earlier wish on that device, in one statement; the row
 * locks of the update let two processes sweeping at once queue each change once. Answers how many
 * commands were queued. `clientIds` limits it to those clients (after a write to them).
 */
export async function syncDoorAccess(db: Queryable, scope: { clientIds?: number[] } = {}): Promise<number> {
  const rows = await db.query<{ queued: number }>(
    `WITH wanted AS (
       SELECT cd.client_id, cd.device_id,
              ${membershipIn('c', gymToday('g'), RUNNING_STATES)} AND NOT ${owesBeyondLimit('c', 'g')} AS allowed
         FROM client_devices cd JOIN clients c ON c.id = cd.client_id JOIN gyms g ON g.id = c.gym_id
        WHERE $1::int[] IS NULL OR cd.client_id = ANY($1::int[])
     ), changed AS (
       UPDATE client_devices cd SET door_access = w.allowed FROM wanted w
        WHERE cd.client_id = w.client_id AND cd.device_id = w.device_id AND cd.door_access <> w.allowed
       RETURNING cd.client_id, cd.device_id, cd.door_access
     ), superseded AS (${supersedeDoorWishes('changed')}
     ), queued AS (
       INSERT INTO device_commands (device_id, client_id, command)
       SELECT ch.device_id, c.id, CASE WHEN ch.door_access THEN ${DEVICE_COMMANDS.upsertUser} ELSE ${DEVICE_COMMANDS.deleteUser} END
         FROM changed ch JOIN clients c ON c.id = ch.client_id ORDER BY ch.device_id, c.id
       RETURNING id
     )
     SELECT count(*)::int AS queued FROM queued`,
    [scope.clientIds ?? null],
  );
  return rows[0]?.queued ?? 0;
}
