import { validationMessages } from '@gym/api-client/validation-messages';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { newMeetSlug, newMeetToken, newRefereeCode } from './codes.ts';
import { type MeetRow, toMeet, toPublicMeet } from './meet-record.ts';
import {
  addPlatforms,
  deleteMeet,
  deletePlatformsAbove,
  insertMeet,
  lockMeet,
  meetBySlug,
  meetsOfUser,
  platformsOfMeets,
  setMeetLive,
  setMeetToken,
  setRefereeCode,
  updateMeet,
} from './queries.ts';

function meetValues(body: Schemas['MeetRequest']) {
  const name = body.name.trim();
  if (!name) throw badRequest('name', validationMessages.MeetRequest.name.required);
  return { name, date: body.date ?? null };
}

/** Platforms numbered 1 to `count`, each with a fresh referee code (those the meet has keep theirs). */
const numberedPlatforms = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ number: i + 1, refereeCode: newRefereeCode() }));

/** The caller's meet, locked for the rest of the transaction so its writes take turns. */
async function lockOwnedMeet(tx: Queryable, request: FastifyRequest, meetId: number) {
  const owned = await loadOwned(tx, callerOf(request), 'meet', meetId);
  const locked = await lockMeet(tx, owned.id);
  if (!locked) throw notFound(OWNED_NOT_FOUND.meet);
  return locked;
}

/** A meet (competition) of the signed-in user: its platforms, referee codes and competition token. */
export function meetHandlers(ctx: AppContext) {
  const lockedDevices = (db: Queryable, platforms: { id: number }[]) =>
    ctx.refereeLocks.lockedDevices(
      db,
      platforms.map((platform) => platform.id),
    );
  const answer = async (db: Queryable, meet: MeetRow) => {
    const platforms = await platformsOfMeets(db, [meet.id]);
    return toMeet(meet, platforms, await lockedDevices(db, platforms));
  };
  return {
    async listJudgeMeets(request) {
      const meets = await meetsOfUser(ctx.db, callerOf(request).id);
      const platforms = await platformsOfMeets(
        ctx.db,
        meets.map((meet) => meet.id),
      );
      const locked = await lockedDevices(ctx.db, platforms);
      return meets.map((meet) => toMeet(meet, platforms, locked));
    },

    async createJudgeMeet(request, reply) {
      const caller = callerOf(request);
      const values = meetValues(request.body);
      const meet = await ctx.db.transaction(async (tx) => {
        const created = await insertMeet(tx, { ...values, userId: caller.id, token: newMeetToken() }, () =>
          newMeetSlug(values.name),
        );
        await addPlatforms(tx, created.id, numberedPlatforms(request.body.platformCount));
        return answer(tx, created);
      });
      reply.code(201);
      return meet;
    },

    async getJudgeMeet(request) {
      return answer(ctx.db, await loadOwned(ctx.db, callerOf(request), 'meet', request.params.meetId));
    },

    async updateJudgeMeet(request) {
      const values = meetValues(request.body);
      const { platformCount } = request.body;
      const { meet, removed } = await ctx.db.transaction(async (tx) => {
        const owned = await lockOwnedMeet(tx, request, request.params.meetId);
        const updated = await updateMeet(tx, owned.id, values);
        const gone = await deletePlatformsAbove(tx, owned.id, platformCount);
        await addPlatforms(tx, owned.id, numberedPlatforms(platformCount));
        return { meet: await answer(tx, updated ?? owned), removed: gone };
      });
      // Viewers of a removed platform now get the empty state.
      for (const platformId of removed) await ctx.judgeFeed.changed(platformId);
      return meet;
    },

    async deleteJudgeMeet(request, reply) {
      const removed = await ctx.db.transaction(async (tx) => {
        const owned = await lockOwnedMeet(tx, request, request.params.meetId);
        const platforms = await platformsOfMeets(tx, [owned.id]);
        await deleteMeet(tx, owned.id);
        return platforms;
      });
      for (const platform of removed) await ctx.judgeFeed.changed(platform.id);
      reply.code(204);
    },

    async renewJudgeMeetCodes(request) {
      return ctx.db.transaction(async (tx) => {
        const owned = await lockOwnedMeet(tx, request, request.params.meetId);
        const renewed = await setMeetToken(tx, owned.id, newMeetToken());
        for (const platform of await platformsOfMeets(tx, [owned.id])) {
          await setRefereeCode(tx, platform.id, newRefereeCode());
        }
        return answer(tx, renewed ?? owned);
      });
    },

    async setJudgeMeetLive(request) {
      return ctx.db.transaction(async (tx) => {
        const owned = await lockOwnedMeet(tx, request, request.params.meetId);
        const updated = await setMeetLive(tx, owned, request.body.live);
        return answer(tx, updated ?? owned);
      });
    },

    async getJudgePublicMeet(request) {
      const meet = await meetBySlug(ctx.db, request.params.meetSlug);
      if (!meet) throw notFound(OWNED_NOT_FOUND.meet);
      return toPublicMeet(meet);
    },

    async resetJudgeRefereeLocks(request, reply) {
      const platform = await loadOwned(ctx.db, callerOf(request), 'platform', request.params.platformId);
      await ctx.refereeLocks.reset(platform.id);
      reply.code(204);
    },
  } satisfies HandlerMap;
}
