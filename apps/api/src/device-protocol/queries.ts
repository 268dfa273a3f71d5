import type { Database, Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import type { CommandResult, DeviceFacts, Punch } from './lines.ts';

/** The device's in/out codes 0 to 5; others (some firmware sends 255) count as a check-in. */
const PUNCH_STATUSES =
  "ARRAY['CHECK_IN', 'CHECK_OUT', 'BREAK_OUT', 'BREAK_IN', 'OVERTIME_IN', 'OVERTIME_OUT']";

export interface ProtocolDevice {
  id: number;
  gym_id: number;
  time_zone: string;
}

/** The claimed registration of a serial number, as one statement's common table expression. */
const CLAIMED_DEVICE = `SELECT d.id, d.gym_id, g.time_zone, d.last_seen_at FROM access_control_devices d
  JOIN gyms g ON g.id = d.gym_id WHERE d.serial_number = $1 AND d.claimed_at IS NOT NULL`;

/**
 * Marks the device as seen. Last seen moves at most every 10 seconds, so a device uploading punch
 * after punch does not add a write (and a commit) to each of its calls.
 */
const TOUCH_DEVICE = `UPDATE access_control_devices SET last_seen_at = now()
  WHERE id = (SELECT id FROM device WHERE last_seen_at IS NULL OR last_seen_at < now() - interval '10 seconds')`;

/**
 * The claimed device of that serial number, marked as seen; undefined when no gym's registration
 * of the serial is claimed (unknown, or waiting for its claim code).
 */
export function touchDevice(db: Queryable, serialNumber: string) {
  return firstRow<ProtocolDevice>(
    db,
    `WITH device AS (${CLAIMED_DEVICE}), seen AS (${TOUCH_DEVICE})
     SELECT id, gym_id, time_zone FROM device`,
    [serialNumber],
    { preparedAs: 'iclock_touch_device' },
  );
}

/** A gym's registration of a serial number that no device has claimed yet. */
export interface WaitingRegistration extends ProtocolDevice {
  claim_code: string;
}

/** The registrations of a serial number waiting for their claim code, oldest first. */
export function waitingRegistrations(db: Queryable, serialNumber: string) {
  return db.query<WaitingRegistration>(
    `SELECT d.id, d.gym_id, g.time_zone, d.claim_code FROM access_control_devices d
       JOIN gyms g ON g.id = d.gym_id
      WHERE d.serial_number = $1 AND d.claimed_at IS NULL ORDER BY d.id`,
    [serialNumber],
  );
}

/**
 * The device proved it is this registration (an upload carried its claim code): claimed and seen
 * now, and the code's user taken off the device again. Undefined when it was claimed meanwhile or
 * another registration of the serial was (the unique index on claimed serials refuses a second).
 */
export async function claimDevice(db: Database, registration: WaitingRegistration) {
  try {
    return await db.transaction(async (tx) => {
      const device = await firstRow<ProtocolDevice>(
        tx,
        `UPDATE access_control_devices d SET claimed_at = now(), claim_code = NULL, last_seen_at = now()
           FROM gyms g WHERE d.id = $1 AND d.claimed_at IS NULL AND d.claim_code = $2 AND g.id = d.gym_id
         RETURNING d.id, d.gym_id, g.time_zone`,
        [registration.id, registration.claim_code],
      );
      if (device) {
        await tx.query('INSERT INTO device_commands (device_id, command) VALUES ($1, $2)', [
          device.id,
          `DATA DELETE USERINFO PIN=${registration.claim_code}`,
        ]);
      }
      return device;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return undefined;
    throw error;
  }
}

/** Stores what the device reports of itself; what it did not report stays as it was. */
export async function updateDeviceFacts(db: Queryable, deviceId: number, facts: DeviceFacts): Promise<void> {
  if (Object.keys(facts).length === 0) return;
  await db.query(
    `UPDATE access_control_devices SET
       firmware = COALESCE($2, firmware), ip_address = COALESCE($3, ip_address),
       users = COALESCE($4, users), fingers = COALESCE($5, fingers), records = COALESCE($6, records),
       users_capacity = COALESCE($7, users_capacity), fingers_capacity = COALESCE($8, fingers_capacity)
     WHERE id = $1`,
    [
      deviceId,
      facts.firmware ?? null,
      facts.ipAddress ?? null,
      facts.users ?? null,
      facts.fingers ?? null,
      facts.records ?? null,
      facts.usersCapacity ?? null,
      facts.fingersCapacity ?? null,
    ],
  );
}

/** A device PIN that can name a client (our PIN is the client id); others name nobody. */
const clientIdOf = (pin: string) => (/^\d{1,9}$/.test(pin) ? Number(pin) : null);

/**
 * Stores the punches of the claimed device of that serial number in one statement (one round trip),
 * marking the device as seen: each once per device, PIN and time (a repeat changes nothing), read
 * as wall-clock time in the gym's zone; a PIN that is one of this gym's clients (never another
 * gym's) also becomes that client's attendance. Answers how many were new, whether the serial
 * has a claimed device at all (when not, nothing is stored), and the clients who punched on a day
 * one of their freezes covers, with their first such day, when the gym lets a punch end a freeze
 * (decision 0048; read from every line, new or repeated, so a resent upload finishes the work).
 */
export async function storePunches(
  db: Queryable,
  serialNumber: string,
  punches: Punch[],
): Promise<{ found: boolean; stored: number; frozenPunches: { clientId: number; day: string }[] }> {
  const row = await firstRow<{
    found: boolean;
    stored: number;
    frozen_clients: number[] | null;
    frozen_days: string[] | null;
  }>(
    db,
    `WITH device AS (${CLAIMED_DEVICE}), seen AS (${TOUCH_DEVICE}), lines AS (
       SELECT * FROM unnest($2::text[], $3::timestamp[], $4::int[], $5::int[], $6::text[], $7::int[])
         AS l(device_user, local_time, status_code, verify, extra, client_pin)
     ), stored AS (
       INSERT INTO device_punches (device_id, device_user, punched_at, status_code, verify, extra, client_id)
       SELECT d.id, l.device_user, l.local_time AT TIME ZONE d.time_zone, l.status_code, l.verify, l.extra, c.id
         FROM lines l CROSS JOIN device d
         LEFT JOIN clients c ON c.id = l.client_pin AND c.gym_id = d.gym_id
       ON CONFLICT (device_id, device_user, punched_at) DO NOTHING
       RETURNING device_id, client_id, punched_at, status_code
     ), attended AS (
       INSERT INTO attendance (gym_id, client_id, device_id, punched_at, status)
       SELECT d.gym_id, s.client_id, s.device_id, s.punched_at,
              COALESCE((${PUNCH_STATUSES})[s.status_code + 1], 'CHECK_IN')
         FROM stored s CROSS JOIN device d WHERE s.client_id IS NOT NULL
       ON CONFLICT DO NOTHING
     ), frozen AS (
       SELECT c.id AS client_id, min(l.local_time::date)::text AS day
         FROM lines l CROSS JOIN device d
         JOIN clients c ON c.id = l.client_pin AND c.gym_id = d.gym_id
         JOIN gyms g ON g.id = d.gym_id AND g.freeze_ends_on_punch
        WHERE EXISTS (SELECT 1 FROM membership_freezes f WHERE f.client_id = c.id
                         AND f.start_date <= l.local_time::date AND l.local_time::date < f.start_date + f.days)
        GROUP BY c.id
     )
     SELECT EXISTS (SELECT 1 FROM device) AS found, (SELECT count(*)::int FROM stored) AS stored,
            (SELECT array_agg(client_id ORDER BY client_id) FROM frozen) AS frozen_clients,
            (SELECT array_agg(day ORDER BY client_id) FROM frozen) AS frozen_days`,
    [
      serialNumber,
      punches.map((punch) => punch.deviceUser),
      punches.map((punch) => punch.localTime),
      punches.map((punch) => punch.statusCode),
      punches.map((punch) => punch.verify),
      punches.map((punch) => punch.extra),
      punches.map((punch) => clientIdOf(punch.deviceUser)),
    ],
    { preparedAs: 'iclock_store_punches' },
  );
  if (!row) return { found: false, stored: 0, frozenPunches: [] };
  const days = row.frozen_days ?? [];
  const frozenPunches = (row.frozen_clients ?? []).map((clientId, index) => ({
    clientId,
    day: days[index] as string,
  }));
  return { found: row.found, stored: row.stored, frozenPunches };
}

/**
 * A user record as the device holds it, copied into this gym's client of that PIN (card, password,
 * privilege), who is then on the device's door (the caller then lets the membership decide whether
 * they stay). Answers false when the PIN is none of the gym's clients.
 */
export async function recordDeviceUser(
  db: Queryable,
  device: ProtocolDevice,
  pin: string,
  values: Map<string, string>,
): Promise<boolean> {
  const clientId = clientIdOf(pin);
  if (clientId === null) return false;
  const privilege = values.get('Pri');
  const updated = await db.query<{ id: number }>(
    `UPDATE clients SET device_card = COALESCE(NULLIF($3, ''), device_card),
       device_password = COALESCE(NULLIF($4, ''), device_password),
       device_privilege = COALESCE($5, device_privilege), updated_at = now()
     WHERE id = $1 AND gym_id = $2 RETURNING id`,
    [
      clientId,
      device.gym_id,
      values.get('Card') ?? '',
      values.get('Passwd') ?? '',
      privilege && /^\d{1,3}$/.test(privilege) ? Number(privilege) : null,
    ],
  );
  if (updated.length === 0) return false;
  await db.query(
    `INSERT INTO client_devices (client_id, device_id, door_access) VALUES ($1, $2, true)
     ON CONFLICT (client_id, device_id) DO UPDATE SET door_access = true`,
    [clientId, device.id],
  );
  return true;
}

/** Adds a fingerprint template to this gym's client of that PIN (at most ten, each once). */
export async function recordFingerprint(
  db: Queryable,
  device: ProtocolDevice,
  pin: string,
  template: string,
): Promise<boolean> {
  const clientId = clientIdOf(pin);
  if (clientId === null) return false;
  const updated = await db.query(
    `UPDATE clients SET device_fingerprints = device_fingerprints || $3::text, updated_at = now()
      WHERE id = $1 AND gym_id = $2 AND NOT ($3 = ANY(device_fingerprints)) AND cardinality(device_fingerprints) < 10
      RETURNING id`,
    [clientId, device.gym_id, template],
  );
  return updated.length > 0;
}

/** The device deleted the user: this gym's client of that PIN is no longer on it. */
export async function forgetDeviceUser(db: Queryable, device: ProtocolDevice, pin: string): Promise<void> {
  const clientId = clientIdOf(pin);
  if (clientId === null) return;
  await db.query(
    `DELETE FROM client_devices WHERE device_id = $1
        AND client_id = (SELECT id FROM clients WHERE id = $2 AND gym_id = $3)`,
    [device.id, clientId, device.gym_id],
  );
}

export interface OutgoingCommand {
  id: number;
  command: string;
}

/**
 * The device's commands to send now, oldest first (in the order they were queued: a deletion
 * and a re-add of one user must reach the device in that order): those never sent, and those sent more than
 * `retrySeconds` ago with no result yet. Marked as sent under their row locks, so two server
 * processes answering two polls never hand out one command twice within the time-out.
 */
export function takeCommands(db: Queryable, deviceId: number, retrySeconds: number, limit: number) {
  return db.query<OutgoingCommand>(
    `WITH taken AS (
       UPDATE device_commands SET status = 'SENT', sent_at = now(), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM device_commands
           WHERE device_id = $1 AND (status = 'PENDING'
             OR (status = 'SENT' AND sent_at < now() - make_interval(secs => $2)))
           ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id, command
     )
     SELECT id, command FROM taken ORDER BY id`,
    [deviceId, retrySeconds, limit],
  );
}

/** Records the device's results of its own commands (another device's command ids change nothing). */
export async function recordResults(
  db: Queryable,
  deviceId: number,
  results: CommandResult[],
): Promise<number> {
  if (results.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `UPDATE device_commands c SET status = CASE WHEN r.code = 0 THEN 'DONE' ELSE 'FAILED' END,
       return_code = r.code, result = r.line, done_at = now()
      FROM unnest($2::int[], $3::int[], $4::text[]) AS r(id, code, line)
     WHERE c.id = r.id AND c.device_id = $1 AND c.status IN ('PENDING', 'SENT')
     RETURNING c.id`,
    [deviceId, results.map((r) => r.id), results.map((r) => r.returnCode), results.map((r) => r.line)],
  );
  return rows.length;
}
