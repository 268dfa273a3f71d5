import { operationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import { announceSessionsChanged } from '../auth/session-changes.ts';
import type { AppContext, Caller } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { violatesUnique } from '../db/sql.ts';
import { assertGymAccess, mayManage } from '../gyms/access.ts';
import { ownersOfGymIds } from '../gyms/queries.ts';
import { badRequest, conflictOn, notFound } from '../http/errors.ts';
import {
  deleteStaff,
  endSessions,
  insertStaff,
  phoneOfUser,
  setStaffGyms,
  setStaffRole,
  staffById,
  staffOfOwner,
  staffRolesOfUser,
} from './queries.ts';
import { type StaffRow, toStaffMember } from './staff-record.ts';

const STAFF_NOT_FOUND = 'Staff member not found.';

export function staffHandlers(ctx: AppContext) {
  /**
   * The one owner of the gyms named, each passing the tenancy guard for the caller (who must be
   * allowed staff.manage there); gyms of several owners are refused.
   */
  const ownerOfGyms = async (caller: Caller, gymIds: readonly number[]): Promise<number> => {
    for (const gymId of gymIds) await assertGymAccess(ctx.db, caller, gymId);
    const owners = new Set((await ownersOfGymIds(ctx.db, gymIds)).map((gym) => gym.user_id));
    const [owner] = owners;
    if (owners.size !== 1 || owner === undefined)
      throw badRequest('gymIds', operationMessages.inviteStaff.oneOwner);
    return owner;
  };

  /** A staff member the caller may manage: through each of their gyms, or as their owner. */
  const loadStaff = async (caller: Caller, id: number): Promise<StaffRow> => {
    const staff = await staffById(ctx.db, id);
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    for (const gymId of staff.gym_ids) await assertGymAccess(ctx.db, caller, gymId, STAFF_NOT_FOUND);
    if (staff.gym_ids.length === 0 && !mayManage(caller, staff.owner_id)) throw notFound(STAFF_NOT_FOUND);
    return staff;
  };

  /** After a committed change of what the person may do: their sessions end in every process. */
  const announce = async (userId: number | null) => {
    if (userId !== null) await announceSessionsChanged(ctx, userId);
  };

  const answer = async (id: number): Promise<Schemas['StaffMember']> => {
    const staff = await staffById(ctx.db, id);
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    return toStaffMember(staff);
  };

  return {
    async listMyStaffRoles(request) {
      return staffRolesOfUser(ctx.db, callerOf(request).id);
    },

    async listGymStaff(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const [owner] = await ownersOfGymIds(ctx.db, [gymId]);
      if (!owner) throw notFound('Gym not found.');
      return (await staffOfOwner(ctx.db, owner.user_id)).map(toStaffMember);
    },

    async inviteStaff(request, reply) {
      const caller = callerOf(request);
      const { name, phone, role, gymIds } = request.body;
      if (!name.trim()) throw badRequest('name', 'Name is required.');
      const ownerId = await ownerOfGyms(caller, gymIds);
      if ((await phoneOfUser(ctx.db, ownerId)) === phone) {
        throw badRequest('phone', operationMessages.inviteStaff.ownPhone);
      }
      const staff = await ctx.db
        .transaction(async (tx) => {
          const inserted = await insertStaff(tx, { ownerId, phone, name: name.trim(), role });
          await setStaffGyms(tx, inserted.id, gymIds);
          return inserted;
        })
        .catch((error: unknown) => {
          if (violatesUnique(error, 'staff_members_owner_id_phone_key')) {
            throw conflictOn('phone', operationMessages.inviteStaff.phoneTaken);
          }
          throw error;
        });
      // The invited account now works under the owner's subscription: read it again everywhere.
      await announce(staff.user_id);
      reply.code(201);
      return answer(staff.id);
    },

    async updateStaff(request) {
      const caller = callerOf(request);
      const staff = await loadStaff(caller, request.params.id);
      const { role, gymIds } = request.body;
      if ((await ownerOfGyms(caller, gymIds)) !== staff.owner_id) {
        throw badRequest('gymIds', operationMessages.inviteStaff.oneOwner);
      }
      await ctx.db.transaction(async (tx) => {
        await setStaffRole(tx, staff.id, role);
        await setStaffGyms(tx, staff.id, gymIds);
        if (staff.user_id !== null) await endSessions(tx, staff.user_id);
      });
      await announce(staff.user_id);
      return answer(staff.id);
    },

    async revokeStaff(request, reply) {
      const staff = await loadStaff(callerOf(request), request.params.id);
      await ctx.db.transaction(async (tx) => {
        await deleteStaff(tx, staff.id);
        if (staff.user_id !== null) await endSessions(tx, staff.user_id);
      });
      await announce(staff.user_id);
      reply.code(204);
    },
  } satisfies HandlerMap;
}
