import { validationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import {
  deviceIdsOfGym,
  queueRemovalFromEveryDoor,
  refreshDoorRecords,
  replaceClientDevices,
} from '../devices/queries.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { cachedGymRead } from '../gyms/cached-read.ts';
import { gymCalendar } from '../gyms/queries.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { allFoundInGym } from '../http/id-list.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { pageOf } from '../http/paging.ts';
import { membershipChanged } from '../memberships/changes.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { writeWithImages } from '../storage/write-with-images.ts';
import { clientColumns } from './client-form.ts';
import { toClient, toExpiredClient } from './client-record.ts';
import {
  clientById,
  clientsOfGym,
  deleteClient,
  expiredClientsOfGym,
  insertClient,
  setClientInactive,
  updateClient,
} from './queries.ts';

const PHOTO_FIELD = { file: 'image' } as const;

/**
 * Puts the client on exactly the given devices, which must all belong to the client's gym; the
 * form's blank value (sent alone, it means no device) is not an id.
 */
async function linkDevices(tx: Queryable, clientId: number, gymId: number, sent: (number | string)[]) {
  const deviceIds = sent.filter((id): id is number => typeof id === 'number');
  const wanted = allFoundInGym(
    'accessDeviceIds',
    'device',
    deviceIds,
    await deviceIdsOfGym(tx, gymId, deviceIds),
  );
  await replaceClientDevices(tx, clientId, wanted);
}

export function clientHandlers(ctx: AppContext) {
  const answerClient = async (id: number) => {
    const row = await clientById(ctx.db, id);
    if (!row) throw notFound(OWNED_NOT_FOUND.client);
    return toClient(row, ctx.clientPhotoUrls.url);
  };

  return {
    async listGymClients(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () => {
        const { rows, total } = await clientsOfGym(ctx.db, gymId, request.query);
        return pageOf(
          rows.map((row) => toClient(row, ctx.clientPhotoUrls.url)),
          total,
          request.query,
        );
      });
    },

    async listExpiredClients(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () => {
        const page = { pageNo: request.query.page, pageSize: request.query.size };
        const { rows, total } = await expiredClientsOfGym(ctx.db, gymId, page);
        return {
          ...pageOf(
            rows.map((row) => toExpiredClient(row, ctx.clientPhotoUrls.url)),
            total,
            page,
          ),
          totalElements: total,
        };
      });
    },

    async getClient(request) {
      return toClient(
        await loadOwned(ctx.db, callerOf(request), 'client', request.params.id),
        ctx.clientPhotoUrls.url,
      );
    },

    async createClient(request, reply) {
      const { fields, files } = await readMultipartForm(request);
      const form = fields as Schemas['ClientForm'];
      if (form.gymId === undefined) throw badRequest('gymId', validationMessages.ClientForm.gymId.required);
      const gymId = form.gymId;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const columns = clientColumns(form, await gymCalendar(ctx.db, gymId));
      const id = await writeWithImages(ctx.clientPhotos, files, PHOTO_FIELD, (images) =>
        ctx.db.transaction(async (tx) => {
          const created = await insertClient(tx, { ...columns, ...images, gym_id: gymId });
          if (form.accessDeviceIds) await linkDevices(tx, created, gymId, form.accessDeviceIds);
          await membershipChanged(tx, [created]);
          return created;
        }),
      );
      reply.code(201);
      return answerClient(id);
    },

    async updateClient(request) {
      const before = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      const { fields, files } = await readMultipartForm(request);
      const form = fields as Schemas['ClientForm'];
      if (form.gymId !== undefined && form.gymId !== before.gym_id) {
        throw badRequest('gymId', 'A client cannot move to another gym.');
      }
      const columns = clientColumns(form, { ...(await gymCalendar(ctx.db, before.gym_id)), stored: before });
      await writeWithImages(ctx.clientPhotos, files, PHOTO_FIELD, (images) =>
        ctx.db.transaction(async (tx) => {
          await updateClient(tx, before.id, { ...columns, ...images });
          if (form.accessDeviceIds) await linkDevices(tx, before.id, before.gym_id, form.accessDeviceIds);
          await refreshDoorRecords(tx, before.id);
          await membershipChanged(tx, [before.id]);
        }),
      );
      if (files.has('file')) await ctx.clientPhotos.remove(before.image);
      return answerClient(before.id);
    },

    async deleteClient(request, reply) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      await ctx.db.transaction(async (tx) => {
        await queueRemovalFromEveryDoor(tx, client.id);
        await deleteClient(tx, client.id);
      });
      await ctx.clientPhotos.remove(client.image);
      reply.code(204);
    },

    async setClientInactive(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      await ctx.db.transaction(async (tx) => {
        await setClientInactive(tx, client.id);
        await membershipChanged(tx, [client.id]);
      });
      return answerClient(client.id);
    },
  } satisfies HandlerMap;
}
