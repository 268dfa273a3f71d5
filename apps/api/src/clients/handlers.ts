import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { insertStatement, updateStatement } from '../db/sql.ts';
import { assertGymAccess, loadGymOwned } from '../gyms/access.ts';
import { cachedGymRead } from '../gyms/cached-read.ts';
import { badRequest } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { pageOf, queryPage, sqlOrder } from '../http/paging.ts';
import { writeWithImages } from '../storage/write-with-images.ts';
import { CLIENT_NOT_FOUND } from './access.ts';
import { clientColumns } from './client-form.ts';
import { CLIENT_COLUMNS, type ClientRow, toBasicClient, toClient } from './client-record.ts';

type ListQuery = WithDefaults<QueryOf<'listGymClients'>, 'pageNo' | 'pageSize' | 'sortBy'>;
type ExpiredQuery = WithDefaults<QueryOf<'listExpiredClients'>, 'page' | 'size'>;
type GymParams = { Params: { gymId: number } };
type IdParams = { Params: { id: number } };

const PHOTO_FIELD = { file: 'image' } as const;
const SORT_COLUMNS: Record<ListQuery['sortBy'], string> = {
  name: 'lower(name)',
  membershipEndDate: 'membership_end_date',
};

/** Puts the client on exactly the given devices, which must all belong to the client's gym. */
async function linkDevices(tx: Queryable, clientId: number, gymId: number, deviceIds: number[]) {
  const unique = [...new Set(deviceIds)];
  const found = await tx.query<{ id: number }>(
    'SELECT id FROM access_control_devices WHERE gym_id = $1 AND id = ANY($2::int[])',
    [gymId, unique],
  );
  const unknown = unique.filter((id) => !found.some((device) => device.id === id));
  if (unknown.length > 0) throw badRequest('accessDeviceIds', `No device ${unknown.join(', ')} in this gym.`);
  await tx.query('DELETE FROM client_devices WHERE client_id = $1', [clientId]);
  await tx.query('INSERT INTO client_devices (client_id, device_id) SELECT $1, unnest($2::int[])', [
    clientId,
    unique,
  ]);
}

export function clientHandlers(ctx: AppContext) {
  const loadClient = async (id: number) => {
    const [row] = await ctx.db.query<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = $1`, [id]);
    return row;
  };

  /** The client, if the caller may see its gym; anyone else is told it does not exist. */
  const loadOwnedClient = (request: FastifyRequest, id: number) =>
    loadGymOwned<ClientRow>(
      ctx.db,
      callerOf(request),
      `SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = $1`,
      id,
      CLIENT_NOT_FOUND,
    );

  const reload = async (id: number) => toClient((await loadClient(id)) as ClientRow);

  return {
    async listGymClients(request: FastifyRequest<GymParams & { Querystring: ListQuery }>) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () => {
        const query = request.query;
        const where = ['gym_id = $1'];
        const params: unknown[] = [gymId];
        if (query.name) {
          params.push(`%${query.name}%`);
          where.push(`name ILIKE $${params.length}`);
        }
        if (query.phone) {
          params.push(`%${query.phone}%`);
          where.push(`phone LIKE $${params.length}`);
        }
        const { rows, total } = await queryPage<ClientRow>(
          ctx.db,
          {
            columns: CLIENT_COLUMNS,
            from: `clients WHERE ${where.join(' AND ')}`,
            orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)} NULLS LAST, id`,
          },
          params,
          query,
        );
        return pageOf(rows.map(toClient), total, query);
      });
    },

    async listExpiredClients(request: FastifyRequest<GymParams & { Querystring: ExpiredQuery }>) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () => {
        const page = { pageNo: request.query.page, pageSize: request.query.size };
        // "Today" is the gym's own date: a membership ending yesterday in Kathmandu is expired there.
        const { rows, total } = await queryPage<ClientRow & { expired_days: number }>(
          ctx.db,
          {
            columns:
              'clients.*, ((now() AT TIME ZONE gyms.time_zone)::date - membership_end_date + 1) AS expired_days',
            from: `clients JOIN gyms ON gyms.id = clients.gym_id
                   WHERE clients.gym_id = $1 AND active_member
                     AND membership_end_date < (now() AT TIME ZONE gyms.time_zone)::date`,
            orderBy: 'membership_end_date ASC, clients.id',
          },
          [gymId],
          page,
        );
        const answer = pageOf(
          rows.map((row) => ({ ...toBasicClient(row), expiredDays: row.expired_days })),
          total,
          page,
        );
        return { ...answer, totalElements: total };
      });
    },

    async getClient(request: FastifyRequest<IdParams>) {
      return toClient(await loadOwnedClient(request, request.params.id));
    },

    async createClient(request: FastifyRequest, reply: FastifyReply) {
      const { fields, files } = await readMultipartForm(request);
      const form = fields as Schemas['ClientForm'];
      if (form.gymId === undefined) throw badRequest('gymId', 'gymId is required.');
      const gymId = form.gymId;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const columns = clientColumns(form, true);
      const id = await writeWithImages(ctx.images, files, PHOTO_FIELD, (images) =>
        ctx.db.transaction(async (tx) => {
          const insert = insertStatement('clients', { ...columns, ...images, gym_id: gymId });
          const [row] = await tx.query<ClientRow>(insert.text, insert.params);
          if (!row) throw new Error('insert returned no row');
          if (form.accessDeviceIds) await linkDevices(tx, row.id, gymId, form.accessDeviceIds);
          return row.id;
        }),
      );
      reply.code(201);
      return reload(id);
    },

    async updateClient(request: FastifyRequest<IdParams>) {
      const before = await loadOwnedClient(request, request.params.id);
      const { fields, files } = await readMultipartForm(request);
      const form = fields as Schemas['ClientForm'];
      if (form.gymId !== undefined && form.gymId !== before.gym_id) {
        throw badRequest('gymId', 'A client cannot move to another gym.');
      }
      const columns = clientColumns(form, false);
      await writeWithImages(ctx.images, files, PHOTO_FIELD, (images) =>
        ctx.db.transaction(async (tx) => {
          const update = updateStatement('clients', before.id, { ...columns, ...images });
          await tx.query(update.text, update.params);
          if (form.accessDeviceIds) await linkDevices(tx, before.id, before.gym_id, form.accessDeviceIds);
        }),
      );
      if (files.has('file')) await ctx.images.remove(before.image);
      return reload(before.id);
    },

    async deleteClient(request: FastifyRequest<IdParams>, reply: FastifyReply) {
      const client = await loadOwnedClient(request, request.params.id);
      // Device links (and later invoices, payments and attendance) go with the client (ON DELETE CASCADE).
      await ctx.db.query('DELETE FROM clients WHERE id = $1', [client.id]);
      await ctx.images.remove(client.image);
      reply.code(204);
    },

    async setClientInactive(request: FastifyRequest<IdParams>) {
      const client = await loadOwnedClient(request, request.params.id);
      await ctx.db.query('UPDATE clients SET active_member = false, updated_at = now() WHERE id = $1', [
        client.id,
      ]);
      return reload(client.id);
    },
  };
}
