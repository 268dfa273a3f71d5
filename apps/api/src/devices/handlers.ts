import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import { activeClientIdsOfGym, clientIdsOfGym } from '../clients/queries.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, RequestOf, Schemas } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { allFoundInGym } from '../http/id-list.ts';
import { pageOf } from '../http/paging.ts';
import { membershipChanged } from '../memberships/changes.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { enrolCard, enrolFingerprint } from './commands.ts';
import { type DeviceValues, deviceConnection, toDevice, toDeviceCommand } from './device-record.ts';
import {
  deleteDevice,
  deviceById,
  devicesOfClient,
  devicesOfGym,
  insertDevice,
  linkClients,
  openAndFailedCommands,
  queueCommand,
  unlinkClients,
  updateDevice,
} from './queries.ts';

const SERIAL_TAKEN = 'A device with this serial number is already registered.';

const uniqueSerial = (error: { code?: string }): never => {
  if (error.code === '23505') throw conflict(SERIAL_TAKEN);
  throw error;
};

const deviceValues = (body: Schemas['DeviceRequest']): DeviceValues => ({
  deviceName: body.deviceName.trim(),
  door: body.door.trim(),
  serialNumber: body.serialNumber.trim(),
});

export function deviceHandlers(ctx: AppContext) {
  const answerDevice = async (id: number) => {
    const row = await deviceById(ctx.db, id);
    if (!row) throw notFound(OWNED_NOT_FOUND.device);
    return toDevice(row, ctx.config.deviceOnlineMinutes);
  };

  const ownedDevice = (request: FastifyRequest, deviceId: number) =>
    loadOwned(ctx.db, callerOf(request), 'device', deviceId);

  /**
   * Links the clients to the device and, in the same transaction, queues the user records of those
   * whose membership lets them in (an expired member is linked but never handed out).
   */
  const addClients = (deviceId: number, clientIds: number[]) =>
    ctx.db.transaction(async (tx) => {
      const added = await linkClients(tx, deviceId, clientIds);
      await membershipChanged(tx, added);
      return added.length;
    });

  /** Of the given ids, those of the gym's clients; any other is a 400 naming it. */
  const clientsOfGym = async (gymId: number, clientIds: number[]) =>
    allFoundInGym('clientIds', 'client', clientIds, await clientIdsOfGym(ctx.db, gymId, clientIds));

  /** Queues an enrolment on the device for one of its gym's clients. */
  const enrol = async (
    request: FastifyRequest<RequestOf<'requestRemoteCardEnrolment'>>,
    command: (clientId: number) => string,
  ) => {
    const device = await ownedDevice(request, request.params.deviceId);
    const { clientId } = request.params;
    if ((await clientIdsOfGym(ctx.db, device.gym_id, [clientId])).length === 0) {
      throw notFound(OWNED_NOT_FOUND.client);
    }
    const queued = toDeviceCommand(await queueCommand(ctx.db, device.id, clientId, command(clientId)));
    // Whether the device will take it now or only once it connects: the app says which.
    return { ...queued, deviceConnection: deviceConnection(device, ctx.config.deviceOnlineMinutes) };
  };

  return {
    async listGymDevices(request) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      const page = { pageNo: request.query.page, pageSize: request.query.size };
      const { rows, total } = await devicesOfGym(ctx.db, request.params.gymId, page);
      return pageOf(
        rows.map((row) => toDevice(row, ctx.config.deviceOnlineMinutes)),
        total,
        page,
      );
    },

    async listClientDevices(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.clientId);
      return (await devicesOfClient(ctx.db, client.id)).map((row) =>
        toDevice(row, ctx.config.deviceOnlineMinutes),
      );
    },

    async getDevice(request) {
      return toDevice(await ownedDevice(request, request.params.id), ctx.config.deviceOnlineMinutes);
    },

    async createDevice(request, reply) {
      const { gymId } = request.body;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const id = await insertDevice(ctx.db, gymId, deviceValues(request.body)).catch(uniqueSerial);
      reply.code(201);
      return answerDevice(id);
    },

    async updateDevice(request) {
      const device = await ownedDevice(request, request.params.id);
      if (request.body.gymId !== device.gym_id) {
        throw badRequest('gymId', 'A device cannot move to another gym.');
      }
      await updateDevice(ctx.db, device.id, deviceValues(request.body)).catch(uniqueSerial);
      return answerDevice(device.id);
    },

    async deleteDevice(request, reply) {
      const device = await ownedDevice(request, request.params.id);
      await deleteDevice(ctx.db, device.id);
      reply.code(204);
    },

    async addAllClientsToDevice(request) {
      const device = await ownedDevice(request, request.params.deviceId);
      return { added: await addClients(device.id, await activeClientIdsOfGym(ctx.db, device.gym_id)) };
    },

    async addClientsToDevice(request) {
      const device = await ownedDevice(request, request.params.deviceId);
      await addClients(device.id, await clientsOfGym(device.gym_id, request.body));
      return answerDevice(device.id);
    },

    async removeClientsFromDevice(request) {
      const device = await ownedDevice(request, request.params.deviceId);
      const clientIds = await clientsOfGym(device.gym_id, request.body);
      await ctx.db.transaction((tx) => unlinkClients(tx, device.id, clientIds));
      return answerDevice(device.id);
    },

    async listDeviceCommands(request) {
      const device = await ownedDevice(request, request.params.deviceId);
      return (await openAndFailedCommands(ctx.db, device.id, request.query.size)).map(toDeviceCommand);
    },

    async requestRemoteCardEnrolment(request, reply) {
      reply.code(202);
      return enrol(request, enrolCard);
    },

    async requestRemoteFingerprintEnrolment(request, reply) {
      reply.code(202);
      return enrol(request, enrolFingerprint);
    },
  } satisfies HandlerMap;
}
