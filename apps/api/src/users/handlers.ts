import { validationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { announceSessionsChanged } from '../auth/session-changes.ts';
import { issueSession } from '../auth/sessions.ts';
import type { AppContext, Caller } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { isDistrict } from '../enums/lists.ts';
import { imagesOfOwnersGyms } from '../gyms/queries.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { pageOf } from '../http/paging.ts';
import { assertSuperAdmin, assertUserAccess, USER_NOT_FOUND } from './access.ts';
import {
  deleteUser,
  endSessionsOnRoleChange,
  searchUsers,
  setPasswordHash,
  updateUser,
  userById,
} from './queries.ts';
import { toUser, type UserRow } from './user-record.ts';

// Which fields of UserUpdate map to which column; the admin-only ones need a super admin.
const OWN_FIELDS = {
  name: 'name',
  phone: 'phone',
  address: 'address',
  country: 'country',
  district: 'district',
  language: 'language',
} as const;
const ADMIN_FIELDS = {
  role: 'role',
  totalSms: 'total_sms',
  paymentExpiryDate: 'payment_expiry_date',
} as const;

/**
 * The columns an update sets, checked: blank own fields become null, admin fields need a super
 * admin, a district is one of the country's (the country sent, else the stored one).
 */
function userColumns(
  caller: Caller,
  body: Schemas['UserUpdate'],
  stored: Pick<UserRow, 'country' | 'district'>,
): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(OWN_FIELDS)) {
    const value = body[field as keyof typeof OWN_FIELDS];
    if (value !== undefined) columns[column] = typeof value === 'string' ? value.trim() || null : value;
  }
  for (const [field, column] of Object.entries(ADMIN_FIELDS)) {
    const value = body[field as keyof typeof ADMIN_FIELDS];
    if (value === undefined) continue;
    if (!caller.superAdmin) throw forbidden(`Only a super admin can change ${field}.`);
    columns[column] = value;
  }
  if (body.name !== undefined && !body.name.trim())
    throw badRequest('name', validationMessages.UserUpdate.name.required);
  const district = body.district === undefined ? stored.district : body.district;
  const judged = body.district !== undefined || body.country !== undefined;
  if (judged && district && !isDistrict(district, body.country ?? stored.country)) {
    throw badRequest('district', validationMessages.UserUpdate.district.invalid);
  }
  return columns;
}

export function userHandlers(ctx: AppContext) {
  const zone = ctx.config.platformTimeZone;
  const load = async (id: number) => {
    const row = await userById(ctx.db, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  };

  return {
    async listUsers(request) {
      assertSuperAdmin(callerOf(request));
      const { rows, total } = await searchUsers(ctx.db, request.query);
      return pageOf(
        rows.map((row) => toUser(row, zone)),
        total,
        request.query,
      );
    },

    async getUser(request) {
      assertUserAccess(callerOf(request), request.params.id);
      return toUser(await load(request.params.id), zone);
    },

    async updateUser(request) {
      const caller = callerOf(request);
      const { id } = request.params;
      assertUserAccess(caller, id);
      // The last way back into the admin area must not be closed by a slip of the role list.
      if (
        caller.id === id &&
        request.body.role !== undefined &&
        request.body.role !== 'SUPER_ADMIN' &&
        caller.superAdmin
      ) {
        throw forbidden('You cannot remove your own super admin role.');
      }
      const columns = userColumns(caller, request.body, await load(id));
      if (Object.keys(columns).length === 0) return toUser(await load(id), zone);
      const row = await ctx.db
        .transaction(async (tx) => {
          // A new role ends the user's sessions: a demoted admin keeps no admin session.
          if (columns.role !== undefined) await endSessionsOnRoleChange(tx, id, String(columns.role));
          return updateUser(tx, id, columns);
        })
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw conflict('An account with this phone number already exists.');
          throw error;
        });
      if (!row) throw notFound(USER_NOT_FOUND);
      await announceSessionsChanged(ctx, id);
      return toUser(row, zone);
    },

    async changePassword(request) {
      const caller = callerOf(request);
      const { userId } = request.params;
      // Only the owner changes a password: it needs the old one.
      if (caller.id !== userId) throw notFound(USER_NOT_FOUND);
      const user = await load(userId);
      if (!(await verifyPassword(request.body.oldPassword, user.password_hash))) {
        throw badRequest('oldPassword', 'The old password is not correct.');
      }
      const sessionVersion = await setPasswordHash(
        ctx.db,
        userId,
        await hashPassword(request.body.newPassword),
      );
      await announceSessionsChanged(ctx, userId);
      return issueSession(ctx, { ...user, session_version: sessionVersion });
    },

    async deleteUser(request, reply) {
      const caller = callerOf(request);
      const { id } = request.params;
      assertSuperAdmin(caller);
      if (caller.id === id) throw forbidden('You cannot delete your own account.');
      const images = await ctx.db.transaction(async (tx) => {
        const gyms = await imagesOfOwnersGyms(tx, id);
        if (!(await deleteUser(tx, id))) throw notFound(USER_NOT_FOUND);
        return gyms.flatMap((gym) => [gym.logo_image, gym.wifi_scanner_image]);
      });
      await announceSessionsChanged(ctx, id);
      await Promise.all(images.map((name) => ctx.images.remove(name)));
      reply.code(204);
    },

    async getUserTotalSms(request) {
      assertUserAccess(callerOf(request), request.params.userId);
      return { totalSms: (await load(request.params.userId)).total_sms };
    },
  } satisfies HandlerMap;
}
