import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { newMeetToken, newRefereeCode } from './codes.ts';
import { loadOwnedMeet } from './meet-access.ts';
import { type MeetPlatformRow, type MeetRow, toMeet } from './meet-record.ts';

type MeetRequest = Schemas['MeetRequest'];
type MeetParams = { Params: { meetId: number } };

const PLATFORM_COLUMNS = 'id, meet_id, number, referee_code';

function meetName(body: MeetRequest): string {
  const name = body.name.trim();
  if (!name) throw badRequest('name', 'Name is required.');
  return name;
}

const platformsOf = (db: Queryable, meetIds: number[]) =>
  db.query<MeetPlatformRow>(
    `SELECT ${PLATFORM_COLUMNS} FROM meet_platforms WHERE meet_id = ANY($1::int[]) ORDER BY meet_id, number`,
    [meetIds],
  );

/** Adds the platforms numbered up to `count` that the meet lacks, each with its own referee code. */
async function addPlatforms(db: Queryable, meetId: number, count: number) {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  await db.query(
    `INSERT INTO meet_platforms (meet_id, number, referee_code)
     SELECT $1, number, code FROM unnest($2::smallint[], $3::text[]) AS wanted (number, code)
     ON CONFLICT (meet_id, number) DO NOTHING`,
    [meetId, numbers, numbers.map(newRefereeCode)],
  );
}

/** A meet (competition) of the signed-in user: its platforms, referee codes and competition token. */
export function meetHandlers(ctx: AppContext) {
  const answer = async (db: Queryable, meet: MeetRow) => toMeet(meet, await platformsOf(db, [meet.id]));

  return {
    async listJudgeMeets(request: FastifyRequest) {
      const meets = await ctx.db.query<MeetRow>(
        'SELECT * FROM meets WHERE user_id = $1 ORDER BY meet_date DESC NULLS LAST, id DESC',
        [callerOf(request).id],
      );
      const platforms = await platformsOf(
        ctx.db,
        meets.map((meet) => meet.id),
      );
      return meets.map((meet) => toMeet(meet, platforms));
    },

    async createJudgeMeet(request: FastifyRequest<{ Body: MeetRequest }>, reply: FastifyReply) {
      const caller = callerOf(request);
      const name = meetName(request.body);
      const meet = await ctx.db.transaction(async (tx) => {
        const [created] = await tx.query<MeetRow>(
          'INSERT INTO meets (user_id, name, meet_date, meet_token) VALUES ($1, $2, $3, $4) RETURNING *',
          [caller.id, name, request.body.date ?? null, newMeetToken()],
        );
        if (!created) throw new Error('meet insert returned nothing');
        await addPlatforms(tx, created.id, request.body.platformCount);
        return answer(tx, created);
      });
      reply.code(201);
      return meet;
    },

    async getJudgeMeet(request: FastifyRequest<MeetParams>) {
      return answer(ctx.db, await loadOwnedMeet(ctx.db, callerOf(request), request.params.meetId));
    },

    async updateJudgeMeet(request: FastifyRequest<MeetParams & { Body: MeetRequest }>) {
      const name = meetName(request.body);
      const { meet, removed } = await ctx.db.transaction(async (tx) => {
        const owned = await loadOwnedMeet(tx, callerOf(request), request.params.meetId, true);
        const [updated] = await tx.query<MeetRow>(
          'UPDATE meets SET name = $2, meet_date = $3, updated_at = now() WHERE id = $1 RETURNING *',
          [owned.id, name, request.body.date ?? null],
        );
        const gone = await tx.query<{ id: number }>(
          'DELETE FROM meet_platforms WHERE meet_id = $1 AND number > $2 RETURNING id',
          [owned.id, request.body.platformCount],
        );
        await addPlatforms(tx, owned.id, request.body.platformCount);
        return { meet: await answer(tx, updated ?? owned), removed: gone };
      });
      // Viewers of a removed platform now get the empty state.
      for (const platform of removed) await ctx.judgeFeed.changed(platform.id);
      return meet;
    },

    async deleteJudgeMeet(request: FastifyRequest<MeetParams>, reply: FastifyReply) {
      const removed = await ctx.db.transaction(async (tx) => {
        const owned = await loadOwnedMeet(tx, callerOf(request), request.params.meetId, true);
        const platforms = await tx.query<{ id: number }>('SELECT id FROM meet_platforms WHERE meet_id = $1', [
          owned.id,
        ]);
        await tx.query('DELETE FROM meets WHERE id = $1', [owned.id]);
        return platforms;
      });
      for (const platform of removed) await ctx.judgeFeed.changed(platform.id);
      reply.code(204);
    },

    async renewJudgeMeetCodes(request: FastifyRequest<MeetParams>) {
      return ctx.db.transaction(async (tx) => {
        const owned = await loadOwnedMeet(tx, callerOf(request), request.params.meetId, true);
        const [renewed] = await tx.query<MeetRow>(
          'UPDATE meets SET meet_token = $2, updated_at = now() WHERE id = $1 RETURNING *',
          [owned.id, newMeetToken()],
        );
        const platforms = await platformsOf(tx, [owned.id]);
        for (const platform of platforms) {
          await tx.query('UPDATE meet_platforms SET referee_code = $2 WHERE id = $1', [
            platform.id,
            newRefereeCode(),
          ]);
        }
        return answer(tx, renewed ?? owned);
      });
    },
  };
}
