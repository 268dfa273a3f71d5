import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { pageOf } from '../http/paging.ts';
import { plansOfGyms } from '../pricing/queries.ts';
import { writeWithImages } from '../storage/write-with-images.ts';
import { assertSuperAdmin, assertUserAccess } from '../users/access.ts';
import { assertGymAccess, GYM_NOT_FOUND } from './access.ts';
import { gymColumns } from './gym-form.ts';
import { type GymRow, toGym } from './gym-record.ts';
import { deleteGym, gymById, gymsOfUser, insertGym, ownersOfGyms, searchGyms, updateGym } from './queries.ts';

// The form's file fields and the columns that keep the stored image names.
const IMAGE_FIELDS = { logoFile: 'logo_image', wifiFile: 'wifi_scanner_image' } as const;

/** Gyms with their pricing plans, in one extra query for the whole page. */
async function withPlans(db: Queryable, rows: GymRow[]): Promise<Schemas['Gym'][]> {
  if (rows.length === 0) return [];
  const plans = await plansOfGyms(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGym(row, plans));
}

export function gymHandlers(ctx: AppContext) {
  const answerGym = async (id: number) => {
    const row = await gymById(ctx.db, id);
    if (!row) throw notFound(GYM_NOT_FOUND);
    return toGym(row, await plansOfGyms(ctx.db, [id]));
  };

  return {
    async listUserGyms(request) {
      assertUserAccess(callerOf(request), request.params.userId);
      const { rows, total } = await gymsOfUser(ctx.db, request.params.userId, request.query);
      return pageOf(await withPlans(ctx.db, rows), total, request.query);
    },

    async searchGyms(request) {
      const caller = callerOf(request);
      // An ordinary user only ever searches the gyms they own or work in.
      const people = caller.superAdmin ? { ownerId: request.query.userId } : { personId: caller.id };
      const { rows, total } = await searchGyms(ctx.db, people, request.query);
      return pageOf(await withPlans(ctx.db, rows), total, request.query);
    },

    async listAdminGyms(request) {
      assertSuperAdmin(callerOf(request));
      const { rows, total } = await searchGyms(ctx.db, { ownerId: request.query.userId }, request.query);
      const [gyms, owners] = await Promise.all([withPlans(ctx.db, rows), ownersOfGyms(ctx.db, rows)]);
      const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
      const content = gyms.flatMap((gym) => {
        const owner = ownerOf.get(gym.userId);
        // Every gym has its owner (a foreign key); one deleted meanwhile takes its gyms with it.
        return owner ? [{ gym, owner }] : [];
      });
      return pageOf(content, total, request.query);
    },

    async getGym(request) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.id);
      return answerGym(request.params.id);
    },

    async createGym(request, reply) {
      const caller = callerOf(request);
      const { fields, files } = await readMultipartForm(request);
      const columns = gymColumns(fields as Schemas['GymForm'], undefined);
      const id = await writeWithImages(ctx.images, files, IMAGE_FIELDS, (images) =>
        insertGym(ctx.db, { ...columns, ...images, user_id: caller.id }),
      );
      reply.code(201);
      return answerGym(id);
    },

    async updateGym(request) {
      const { id } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), id);
      const { fields, files } = await readMultipartForm(request);
      const columns = gymColumns(fields as Schemas['GymForm'], (await gymById(ctx.db, id)) ?? undefined);
      const replaced = await writeWithImages(ctx.images, files, IMAGE_FIELDS, (images) =>
        ctx.db.transaction(async (tx) => {
          const before = await updateGym(tx, id, { ...columns, ...images });
          // The old files of replaced images go once the new names are committed.
          return Object.keys(images).map((column) => before?.[column as keyof typeof before] ?? null);
        }),
      );
      await Promise.all(replaced.map((name) => ctx.images.remove(name)));
      return answerGym(id);
    },

    async deleteGym(request, reply) {
      const { id } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), id);
      // Pricing plans (and every gym-owned row) go with the gym through ON DELETE CASCADE.
      const deleted = await deleteGym(ctx.db, id);
      await Promise.all([
        ctx.images.remove(deleted?.logo_image),
        ctx.images.remove(deleted?.wifi_scanner_image),
      ]);
      reply.code(204);
    },
  } satisfies HandlerMap;
}
