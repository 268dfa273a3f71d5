import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import { CLIENT_NOT_FOUND, ownedClientGym } from '../clients/access.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { assertGymAccess, loadGymOwned } from '../gyms/access.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { pageOf, queryPage } from '../http/paging.ts';
import { DEVICE_COMMANDS, enrolCard, enrolFingerprint, queueForClients } from './commands.ts';

type DeviceRequest = Schemas['DeviceRequest'];
type ListQuery = WithDefaults<QueryOf<'listGymDevices'>, 'page' | 'size'>;
type DeviceParams = { Params: { deviceId: number } };

interface DeviceRow {
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

const DEVICE_NOT_FOUND = 'Device not found.';
const SERIAL_TAKEN = 'A device with this serial number is already registered.';
const DEVICE_COLUMNS = `d.*,
  ARRAY(SELECT client_id FROM client_devices WHERE device_id = d.id ORDER BY client_id) AS client_ids,
  (SELECT count(*)::int FROM device_commands WHERE device_id = d.id AND status IN ('PENDING', 'SENT')) AS pending_commands`;

function toDevice(row: DeviceRow) {
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
    lastSeenAt: row.last_seen_at,
    pendingCommands: row.pending_commands,
  };
}

const uniqueSerial = (error: { code?: string }) => {
  if (error.code === '23505') throw conflict(SERIAL_TAKEN);
  throw error;
};

/** Of the given ids, those that are clients of the gym; any other id is a 400 naming it. */
async function clientsOfGym(db: Queryable, gymId: number, clientIds: number[]): Promise<number[]> {
  const unique = [...new Set(clientIds)];
  const found = await db.query<{ id: number }>(
    'SELECT id FROM clients WHERE gym_id = $1 AND id = ANY($2::int[])',
    [gymId, unique],
  );
  const unknown = unique.filter((id) => !found.some((client) => client.id === id));
  if (unknown.length > 0) throw badRequest('clientIds', `No client ${unknown.join(', ')} in this gym.`);
  return unique;
}

export function deviceHandlers(ctx: AppContext) {
  const loadDevice = async (id: number) => {
    const [row] = await ctx.db.query<DeviceRow>(
      `SELECT ${DEVICE_COLUMNS} FROM access_control_devices d WHERE d.id = $1`,
      [id],
    );
    return row;
  };

  const loadOwnedDevice = (request: FastifyRequest, id: number) =>
    loadGymOwned<DeviceRow>(
      ctx.db,
      callerOf(request),
      `SELECT ${DEVICE_COLUMNS} FROM access_control_devices d WHERE d.id = $1`,
      id,
      DEVICE_NOT_FOUND,
    );

  const reload = async (id: number) => toDevice((await loadDevice(id)) as DeviceRow);

  /** Links the clients and queues their user records for the device, in one transaction. */
  const addClients = (deviceId: number, clientIds: number[]) =>
    ctx.db.transaction(async (tx) => {
      const added = await tx.query<{ client_id: number }>(
        `INSERT INTO client_devices (client_id, device_id) SELECT unnest($1::int[]), $2
         ON CONFLICT DO NOTHING RETURNING client_id`,
        [clientIds, deviceId],
      );
      await queueForClients(
        tx,
        deviceId,
        added.map((row) => row.client_id),
        DEVICE_COMMANDS.upsertUser,
      );
      return added.length;
    });

  const enrol = async (
    request: FastifyRequest<DeviceParams & { Params: { clientId: number } }>,
    command: string,
  ) => {
    const device = await loadOwnedDevice(request, request.params.deviceId);
    const [client] = await ctx.db.query('SELECT id FROM clients WHERE id = $1 AND gym_id = $2', [
      request.params.clientId,
      device.gym_id,
    ]);
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    const [row] = await ctx.db.query<{ id: number; status: string; created_at: Date; command: string }>(
      'INSERT INTO device_commands (device_id, client_id, command) VALUES ($1, $2, $3) RETURNING *',
      [device.id, request.params.clientId, command],
    );
    return {
      id: row?.id,
      deviceId: device.id,
      clientId: request.params.clientId,
      command,
      status: row?.status,
      createdAt: row?.created_at,
    };
  };

  return {
    async listGymDevices(request: FastifyRequest<{ Params: { gymId: number }; Querystring: ListQuery }>) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      const page = { pageNo: request.query.page, pageSize: request.query.size };
      const { rows, total } = await queryPage<DeviceRow>(
        ctx.db,
        {
          columns: DEVICE_COLUMNS,
          from: 'access_control_devices d WHERE d.gym_id = $1',
          orderBy: 'lower(d.device_name), d.id',
        },
        [request.params.gymId],
        page,
      );
      return pageOf(rows.map(toDevice), total, page);
    },

    async listClientDevices(request: FastifyRequest<{ Params: { clientId: number } }>) {
      await ownedClientGym(ctx.db, callerOf(request), request.params.clientId);
      const rows = await ctx.db.query<DeviceRow>(
        `SELECT ${DEVICE_COLUMNS} FROM access_control_devices d
          WHERE d.id IN (SELECT device_id FROM client_devices WHERE client_id = $1) ORDER BY d.id`,
        [request.params.clientId],
      );
      return rows.map(toDevice);
    },

    async getDevice(request: FastifyRequest<{ Params: { id: number } }>) {
      return toDevice(await loadOwnedDevice(request, request.params.id));
    },

    async createDevice(request: FastifyRequest<{ Body: DeviceRequest }>, reply: FastifyReply) {
      const body = request.body;
      await assertGymAccess(ctx.db, callerOf(request), body.gymId);
      const [row] = await ctx.db
        .query<{ id: number }>(
          'INSERT INTO access_control_devices (gym_id, device_name, door, serial_number) VALUES ($1, $2, $3, $4) RETURNING id',
          [body.gymId, body.deviceName.trim(), body.door.trim(), body.serialNumber.trim()],
        )
        .catch(uniqueSerial);
      reply.code(201);
      return reload(row?.id ?? 0);
    },

    async updateDevice(request: FastifyRequest<{ Params: { id: number }; Body: DeviceRequest }>) {
      const device = await loadOwnedDevice(request, request.params.id);
      const body = request.body;
      if (body.gymId !== device.gym_id) throw badRequest('gymId', 'A device cannot move to another gym.');
      await ctx.db
        .query(
          'UPDATE access_control_devices SET device_name = $2, door = $3, serial_number = $4 WHERE id = $1',
          [device.id, body.deviceName.trim(), body.door.trim(), body.serialNumber.trim()],
        )
        .catch(uniqueSerial);
      return reload(device.id);
    },

    async deleteDevice(request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) {
      const device = await loadOwnedDevice(request, request.params.id);
      await ctx.db.query('DELETE FROM access_control_devices WHERE id = $1', [device.id]);
      reply.code(204);
    },

    async addAllClientsToDevice(request: FastifyRequest<DeviceParams>) {
      const device = await loadOwnedDevice(request, request.params.deviceId);
      const active = await ctx.db.query<{ id: number }>(
        'SELECT id FROM clients WHERE gym_id = $1 AND active_member',
        [device.gym_id],
      );
      return {
        added: await addClients(
          device.id,
          active.map((client) => client.id),
        ),
      };
    },

    async addClientsToDevice(request: FastifyRequest<DeviceParams & { Body: number[] }>) {
      const device = await loadOwnedDevice(request, request.params.deviceId);
      await addClients(device.id, await clientsOfGym(ctx.db, device.gym_id, request.body));
      return reload(device.id);
    },

    async removeClientsFromDevice(request: FastifyRequest<DeviceParams & { Body: number[] }>) {
      const device = await loadOwnedDevice(request, request.params.deviceId);
      const clientIds = await clientsOfGym(ctx.db, device.gym_id, request.body);
      await ctx.db.transaction(async (tx) => {
        const removed = await tx.query<{ client_id: number }>(
          'DELETE FROM client_devices WHERE device_id = $1 AND client_id = ANY($2::int[]) RETURNING client_id',
          [device.id, clientIds],
        );
        await queueForClients(
          tx,
          device.id,
          removed.map((row) => row.client_id),
          DEVICE_COMMANDS.deleteUser,
        );
      });
      return reload(device.id);
    },

    async requestRemoteCardEnrolment(
      request: FastifyRequest<DeviceParams & { Params: { clientId: number } }>,
      reply: FastifyReply,
    ) {
      reply.code(202);
      return enrol(request, enrolCard(request.params.clientId));
    },

    async requestRemoteFingerprintEnrolment(
      request: FastifyRequest<DeviceParams & { Params: { clientId: number } }>,
      reply: FastifyReply,
    ) {
      reply.code(202);
      return enrol(request, enrolFingerprint(request.params.clientId));
    },
  };
}
