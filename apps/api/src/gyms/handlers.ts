import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { insertStatement, updateStatement } from '../db/sql.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { pageOf, queryPage, sqlOrder } from '../http/paging.ts';
import { writeWithImages } from '../storage/write-with-images.ts';
import { assertUserAccess } from '../users/access.ts';
import { assertGymAccess } from './access.ts';
import { gymColumns } from './gym-form.ts';
import { type GymRow, type PricingPlanRow, toGym } from './gym-record.ts';

type GymPageQuery = WithDefaults<QueryOf<'listUserGyms'>, 'pageNo' | 'pageSize' | 'sortBy'>;
type SearchQuery = WithDefaults<QueryOf<'searchGyms'>, 'pageNo' | 'pageSize' | 'sortBy'>;
type SortBy = GymPageQuery['sortBy'];
type IdParams = { Params: { id: number } };

const SORT_COLUMNS: Record<SortBy, string> = {
  gymName: 'lower(gym_name)',
  branch: 'lower(branch)',
  createdAt: 'created_at',
};
// The form's file fields and the columns that keep the stored image names.
const IMAGE_FIELDS = { logoFile: 'logo_image', wifiFile: 'wifi_scanner_image' } as const;

/** Gyms with their pricing plans, in one extra query for the whole page. */
async function withPlans(db: Queryable, rows: GymRow[]) {
  if (rows.length === 0) return [];
  const plans = await db.query<PricingPlanRow>(
    'SELECT * FROM pricing_plans WHERE gym_id = ANY($1::int[]) ORDER BY lower(plan_name), id',
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => toGym(row, plans));
}

export function gymHandlers(ctx: AppContext) {
  const pageOfGyms = async (where: string[], params: unknown[], query: GymPageQuery) => {
    const { rows, total } = await queryPage<GymRow>(
      ctx.db,
      {
        columns: '*',
        from: `gyms ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
        orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)} NULLS LAST, id`,
      },
      params,
      query,
    );
    return pageOf(await withPlans(ctx.db, rows), total, query);
  };

  const loadGym = async (id: number) => {
    const rows = await ctx.db.query<GymRow>('SELECT * FROM gyms WHERE id = $1', [id]);
    const [gym] = await withPlans(ctx.db, rows);
    return gym;
  };

  return {
    async listUserGyms(request: FastifyRequest<{ Params: { userId: number }; Querystring: GymPageQuery }>) {
      assertUserAccess(callerOf(request), request.params.userId);
      return pageOfGyms(['user_id = $1'], [request.params.userId], request.query);
    },

    async searchGyms(request: FastifyRequest<{ Querystring: SearchQuery }>) {
      const caller = callerOf(request);
      const query = request.query;
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (condition: (placeholder: string) => string, value: unknown) => {
        if (value === undefined || value === '') return;
        params.push(value);
        where.push(condition(`$${params.length}`));
      };
      // An ordinary user only ever searches their own gyms.
      add((p) => `user_id = ${p}`, caller.superAdmin ? query.userId : caller.id);
      add((p) => `gym_name ILIKE '%' || ${p} || '%'`, query.gymName);
      add((p) => `email_address ILIKE '%' || ${p} || '%'`, query.emailAddress);
      add((p) => `website_url ILIKE '%' || ${p} || '%'`, query.websiteURL);
      add((p) => `latitude >= ${p}`, query.minLatitude);
      add((p) => `latitude <= ${p}`, query.maxLatitude);
      add((p) => `longitude >= ${p}`, query.minLongitude);
      add((p) => `longitude <= ${p}`, query.maxLongitude);
      return pageOfGyms(where, params, query);
    },

    async getGym(request: FastifyRequest<IdParams>) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.id);
      return loadGym(request.params.id);
    },

    async createGym(request: FastifyRequest, reply: FastifyReply) {
      const caller = callerOf(request);
      const { fields, files } = await readMultipartForm(request);
      const columns = gymColumns(fields as Schemas['GymForm'], true);
      const id = await writeWithImages(ctx.images, files, IMAGE_FIELDS, async (images) => {
        const insert = insertStatement('gyms', { ...columns, ...images, user_id: caller.id });
        const [row] = await ctx.db.query<{ id: number }>(insert.text, insert.params);
        return row?.id ?? 0;
      });
      reply.code(201);
      return loadGym(id);
    },

    async updateGym(request: FastifyRequest<IdParams>) {
      const { id } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), id);
      const { fields, files } = await readMultipartForm(request);
      const columns = gymColumns(fields as Schemas['GymForm'], false);
      const replaced = await writeWithImages(ctx.images, files, IMAGE_FIELDS, (images) =>
        ctx.db.transaction(async (tx) => {
          const [before] = await tx.query<GymRow>('SELECT * FROM gyms WHERE id = $1 FOR UPDATE', [id]);
          const update = updateStatement('gyms', id, { ...columns, ...images });
          await tx.query(update.text, update.params);
          // The old files of replaced images go once the new names are committed.
          return Object.keys(images).map((column) => before?.[column as keyof GymRow] as string | null);
        }),
      );
      await Promise.all(replaced.map((name) => ctx.images.remove(name)));
      return loadGym(id);
    },

    async deleteGym(request: FastifyRequest<IdParams>, reply: FastifyReply) {
      const { id } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), id);
      // Pricing plans (and later every gym-owned row) go with the gym through ON DELETE CASCADE.
      const [deleted] = await ctx.db.query<Pick<GymRow, 'logo_image' | 'wifi_scanner_image'>>(
        'DELETE FROM gyms WHERE id = $1 RETURNING logo_image, wifi_scanner_image',
        [id],
      );
      await Promise.all([
        ctx.images.remove(deleted?.logo_image),
        ctx.images.remove(deleted?.wifi_scanner_image),
      ]);
      reply.code(204);
    },
  };
}
