import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerKey, callerOf } from '../auth/bearer.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import { isDistrict } from '../enums/lists.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { pageOf, queryPage, sqlOrder } from '../http/paging.ts';
import { assertSuperAdmin, assertUserAccess, USER_NOT_FOUND } from './access.ts';
import { toUser, type UserRow } from './user-record.ts';

type UserUpdate = Schemas['UserUpdate'];
type ListUsersQuery = WithDefaults<QueryOf<'listUsers'>, 'pageNo' | 'pageSize' | 'sortBy'>;
type IdParams = { Params: { id: number } };
type UserIdParams = { Params: { userId: number } };

const SORT_COLUMNS: Record<ListUsersQuery['sortBy'], string> = {
  name: 'lower(name)',
  totalSms: 'total_sms',
  role: 'role',
  paymentExpiryDate: 'payment_expiry_date',
  createdAt: 'created_at',
};
// Which fields of UserUpdate map to which column; the admin-only ones need a super admin.
const OWN_FIELDS = { name: 'name', phone: 'phone', address: 'address', district: 'district' } as const;
const ADMIN_FIELDS = {
  role: 'role',
  totalSms: 'total_sms',
  paymentExpiryDate: 'payment_expiry_date',
} as const;

export function userHandlers(ctx: AppContext) {
  const zone = ctx.config.platformTimeZone;
  const load = async (id: number) => {
    const [row] = await ctx.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  };

  return {
    async listUsers(request: FastifyRequest<{ Querystring: ListUsersQuery }>) {
      assertSuperAdmin(callerOf(request));
      const query = request.query;
      const filters: string[] = [];
      const params: unknown[] = [];
      const like = (column: string, value: string | undefined) => {
        if (!value) return;
        params.push(`%${value}%`);
        filters.push(`${column} ILIKE $${params.length}`);
      };
      like('name', query.name);
      like('email', query.email);
      like('phone', query.phone);
      if (query.role) {
        params.push(query.role);
        filters.push(`role = $${params.length}`);
      }
      const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
      const { rows, total } = await queryPage<UserRow>(
        ctx.db,
        {
          columns: '*',
          from: `users ${where}`,
          orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, id`,
        },
        params,
        query,
      );
      return pageOf(
        rows.map((row) => toUser(row, zone)),
        total,
        query,
      );
    },

    async getUser(request: FastifyRequest<IdParams>) {
      assertUserAccess(callerOf(request), request.params.id);
      return toUser(await load(request.params.id), zone);
    },

    async updateUser(request: FastifyRequest<IdParams & { Body: UserUpdate }>) {
      const caller = callerOf(request);
      const { id } = request.params;
      assertUserAccess(caller, id);
      const body = request.body;
      const sets: string[] = [];
      const params: unknown[] = [];
      const set = (column: string, value: unknown) => {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      for (const [field, column] of Object.entries(OWN_FIELDS)) {
        const value = body[field as keyof typeof OWN_FIELDS];
        if (value !== undefined) set(column, typeof value === 'string' ? value.trim() || null : value);
      }
      for (const [field, column] of Object.entries(ADMIN_FIELDS)) {
        const value = body[field as keyof typeof ADMIN_FIELDS];
        if (value === undefined) continue;
        if (!caller.superAdmin) throw forbidden(`Only a super admin can change ${field}.`);
        set(column, value);
      }
      if (body.name !== undefined && !body.name.trim()) throw badRequest('name', 'Name is required.');
      if (body.district && !isDistrict(body.district)) {
        throw badRequest('district', 'Please choose a district from the list.');
      }
      if (sets.length === 0) return toUser(await load(id), zone);
      params.push(id);
      const rows = await ctx.db
        .query<UserRow>(
          `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $${params.length} RETURNING *`,
          params,
        )
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw conflict('An account with this phone number already exists.');
          throw error;
        });
      const [row] = rows;
      if (!row) throw notFound(USER_NOT_FOUND);
      ctx.caches.callers.forget(callerKey(id));
      return toUser(row, zone);
    },

    async changePassword(
      request: FastifyRequest<UserIdParams & { Body: Schemas['ChangePasswordRequest'] }>,
      reply: FastifyReply,
    ) {
      const caller = callerOf(request);
      const { userId } = request.params;
      // Only the owner changes a password: it needs the old one.
      if (caller.id !== userId) throw notFound(USER_NOT_FOUND);
      const user = await load(userId);
      if (!(await verifyPassword(request.body.oldPassword, user.password_hash))) {
        throw badRequest('oldPassword', 'The old password is not correct.');
      }
      await ctx.db.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [
        await hashPassword(request.body.newPassword),
        userId,
      ]);
      reply.code(204);
    },

    async deleteUser(request: FastifyRequest<IdParams>, reply: FastifyReply) {
      const caller = callerOf(request);
      assertSuperAdmin(caller);
      if (caller.id === request.params.id) throw forbidden('You cannot delete your own account.');
      const images = await ctx.db.transaction(async (tx) => {
        const files = await tx.query<{ logo_image: string | null; wifi_scanner_image: string | null }>(
          'SELECT logo_image, wifi_scanner_image FROM gyms WHERE user_id = $1',
          [request.params.id],
        );
        const deleted = await tx.query('DELETE FROM users WHERE id = $1 RETURNING id', [request.params.id]);
        if (deleted.length === 0) throw notFound(USER_NOT_FOUND);
        return files.flatMap((gym) => [gym.logo_image, gym.wifi_scanner_image]);
      });
      ctx.caches.callers.forget(callerKey(request.params.id));
      await Promise.all(images.map((name) => ctx.images.remove(name)));
      reply.code(204);
    },

    async getUserTotalSms(request: FastifyRequest<UserIdParams>) {
      assertUserAccess(callerOf(request), request.params.userId);
      return { totalSms: (await load(request.params.userId)).total_sms };
    },
  };
}
