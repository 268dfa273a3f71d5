import type { PlatformState } from '@gym/judge-core';
import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import type { MeetPlatformRow, MeetRow } from './meet-record.ts';
import { type PlatformRow, stateColumns } from './platform-record.ts';

/** A platform's identity, as its meet's owner sees it. */
const PLATFORM_IDENTITY = 'id, meet_id, number, referee_code';

export async function meetById(db: Queryable, id: number) {
  return firstRow<MeetRow>(db, 'SELECT * FROM meets WHERE id = $1', [id]);
}

/** The meet, locked until the transaction ends (its writes take turns). */
export async function lockMeet(db: Queryable, id: number) {
  return firstRow<MeetRow>(db, 'SELECT * FROM meets WHERE id = $1 FOR UPDATE', [id]);
}

export function meetsOfUser(db: Queryable, userId: number) {
  return db.query<MeetRow>(
    'SELECT * FROM meets WHERE user_id = $1 ORDER BY meet_date DESC NULLS LAST, id DESC',
    [userId],
  );
}

export function platformsOfMeets(db: Queryable, meetIds: number[]) {
  return db.query<MeetPlatformRow>(
    `SELECT ${PLATFORM_IDENTITY} FROM meet_platforms WHERE meet_id = ANY($1::int[]) ORDER BY meet_id, number`,
    [meetIds],
  );
}

/** Slugs drawn for one new meet before giving up: each is taken by chance about once in 9e5 per name. */
const SLUG_DRAWS = 5;

/**
 * A new meet under the first slug `drawSlug` gives that no meet has (slugs are unique, and a drawn
 * one may repeat): a taken slug is drawn again, never a unique violation that fails the request.
 */
export async function insertMeet(
  db: Queryable,
  meet: { userId: number; name: string; date: string | null; token: string },
  drawSlug: () => string,
) {
  for (let draw = 1; draw <= SLUG_DRAWS; draw++) {
    const created = await firstRow<MeetRow>(
      db,
      `INSERT INTO meets (user_id, name, meet_date, meet_token, slug) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO NOTHING RETURNING *`,
      [meet.userId, meet.name, meet.date, meet.token, drawSlug()],
    );
    if (created) return created;
  }
  throw new Error(`no free meet slug in ${SLUG_DRAWS} draws`);
}

/**
 * Marks the meet live from now, and the owner's other meets not live (an owner has one live meet),
 * or marks it not live.
 */
export async function setMeetLive(db: Queryable, meet: { id: number; user_id: number }, live: boolean) {
  if (live) {
    await db.query(
      'UPDATE meets SET live_since = NULL, updated_at = now() WHERE user_id = $1 AND id <> $2 AND live_since IS NOT NULL',
      [meet.user_id, meet.id],
    );
  }
  return firstRow<MeetRow>(
    db,
    `UPDATE meets SET live_since = CASE WHEN $2 THEN now() ELSE NULL END, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [meet.id, live],
  );
}

/** A meet by its public address, with its platform count. */
export async function meetBySlug(db: Queryable, slug: string) {
  return firstRow<MeetRow & { platform_count: number }>(
    db,
    `SELECT m.*, (SELECT count(*)::int FROM meet_platforms p WHERE p.meet_id = m.id) AS platform_count
     FROM meets m WHERE m.slug = $1`,
    [slug],
  );
}

/**
 * The platform a public feed address names: number `number` of the meet `slug`, or without a slug
 * of the meet marked live most recently; while no meet is live, `number` is the platform's own id.
 */
export async function platformIdOfAddress(db: Queryable, slug: string | undefined, number: number) {
  const found = await firstRow<{ id: number | null; live_meets: number }>(
    db,
    slug === undefined
      ? `SELECT (SELECT p.id FROM meet_platforms p WHERE p.number = $1::int AND p.meet_id =
           (SELECT id FROM meets WHERE live_since IS NOT NULL ORDER BY live_since DESC, id DESC LIMIT 1)) AS id,
         (SELECT count(*)::int FROM meets WHERE live_since IS NOT NULL) AS live_meets`
      : `SELECT p.id, 1 AS live_meets FROM meet_platforms p JOIN meets m ON m.id = p.meet_id
         WHERE m.slug = $2 AND p.number = $1::int`,
    slug === undefined ? [number] : [number, slug],
  );
  if (slug === undefined && (found?.live_meets ?? 0) === 0) return number;
  return found?.id ?? undefined;
}

export async function updateMeet(db: Queryable, id: number, meet: { name: string; date: string | null }) {
  return firstRow<MeetRow>(
    db,
    'UPDATE meets SET name = $2, meet_date = $3, updated_at = now() WHERE id = $1 RETURNING *',
    [id, meet.name, meet.date],
  );
}

export async function setMeetToken(db: Queryable, id: number, token: string) {
  return firstRow<MeetRow>(
    db,
    'UPDATE meets SET meet_token = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, token],
  );
}

/** Deletes the meet with its platforms (ON DELETE CASCADE). */
export async function deleteMeet(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM meets WHERE id = $1', [id]);
}

/** Adds the numbered platforms the meet lacks, each with its referee code. */
export async function addPlatforms(
  db: Queryable,
  meetId: number,
  platforms: { number: number; refereeCode: string }[],
): Promise<void> {
  await db.query(
    `INSERT INTO meet_platforms (meet_id, number, referee_code)
     SELECT $1, number, code FROM unnest($2::smallint[], $3::text[]) AS wanted (number, code)
     ON CONFLICT (meet_id, number) DO NOTHING`,
    [meetId, platforms.map((platform) => platform.number), platforms.map((platform) => platform.refereeCode)],
  );
}

/** Deletes the meet's platforms numbered above `count`; answers their ids. */
export async function deletePlatformsAbove(db: Queryable, meetId: number, count: number): Promise<number[]> {
  const gone = await db.query<{ id: number }>(
    'DELETE FROM meet_platforms WHERE meet_id = $1 AND number > $2 RETURNING id',
    [meetId, count],
  );
  return gone.map((platform) => platform.id);
}

export async function setRefereeCode(db: Queryable, platformId: number, code: string): Promise<void> {
  await db.query('UPDATE meet_platforms SET referee_code = $2 WHERE id = $1', [platformId, code]);
}

/** A platform with the user who owns its meet. */
export async function platformWithOwner(db: Queryable, platformId: number) {
  return firstRow<PlatformRow & { user_id: number }>(
    db,
    'SELECT p.*, m.user_id FROM meet_platforms p JOIN meets m ON m.id = p.meet_id WHERE p.id = $1',
    [platformId],
  );
}

/** A platform with its meet's name, as a referee's phone shows it. */
export async function platformWithMeetName(db: Queryable, platformId: number) {
  return firstRow<PlatformRow & { meet_name: string }>(
    db,
    'SELECT p.*, m.name AS meet_name FROM meet_platforms p JOIN meets m ON m.id = p.meet_id WHERE p.id = $1',
    [platformId],
  );
}

/** A platform's live state, as the public feed reads it (prepared: every viewer's change runs it). */
export async function platformById(db: Queryable, platformId: number) {
  return firstRow<PlatformRow>(db, 'SELECT * FROM meet_platforms WHERE id = $1', [platformId], {
    preparedAs: 'judge-platform',
  });
}

export async function platformIdByNumber(db: Queryable, meetId: number, number: number) {
  const platform = await firstRow<{ id: number }>(
    db,
    'SELECT id FROM meet_platforms WHERE meet_id = $1 AND number = $2',
    [meetId, number],
  );
  return platform?.id;
}

export async function meetName(db: Queryable, meetId: number): Promise<string> {
  const meet = await firstRow<{ name: string }>(db, 'SELECT name FROM meets WHERE id = $1', [meetId]);
  return meet?.name ?? '';
}

/** The platform, locked until the transaction ends: three referees deciding at once take turns. */
export async function lockPlatform(db: Queryable, platformId: number) {
  return firstRow<PlatformRow>(db, 'SELECT * FROM meet_platforms WHERE id = $1 FOR UPDATE', [platformId]);
}

/** Writes a platform's whole live state (everything but its identity and referee code). */
export async function savePlatformState(db: Queryable, platformId: number, state: PlatformState) {
  return requiredRow<PlatformRow>(
    db,
    `UPDATE meet_platforms SET
       has_lifter = $2, lifter_name = $3, lifter_age = $4, country_code = $5, divisions = $6,
       bodyweight_kg = $7, squat_kg = $8, bench_kg = $9, deadlift_kg = $10,
       squat_status = $11, bench_status = $12, deadlift_status = $13,
       lift = $14, attempt = $15, referee_1 = $16, referee_2 = $17, referee_3 = $18,
       card_1 = $19, card_2 = $20, card_3 = $21, lights_until = $22, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [platformId, ...stateColumns(state)],
  );
}

export async function refereeCodeOf(db: Queryable, platformId: number) {
  const platform = await firstRow<{ referee_code: string }>(
    db,
    'SELECT referee_code FROM meet_platforms WHERE id = $1',
    [platformId],
  );
  return platform?.referee_code;
}

export async function meetTokenOf(db: Queryable, meetId: number) {
  const meet = await firstRow<{ meet_token: string }>(db, 'SELECT meet_token FROM meets WHERE id = $1', [
    meetId,
  ]);
  return meet?.meet_token;
}
