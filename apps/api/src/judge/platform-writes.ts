import type { PlatformState } from '@gym/judge-core';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { OWNED_NOT_FOUND } from '../owned-records.ts';
import { type PlatformRow, sameStoredState, toPlatformState } from './platform-record.ts';
import { lockPlatform, savePlatformState } from './queries.ts';

/**
 * The one way a platform's live state is written: under a row lock (three referees deciding at
 * once take turns), from the state as stored, and announced to every server process once
 * committed. A change that alters nothing is neither written nor announced, so competition
 * software may push the same state every second for free.
 */
export async function writePlatform(
  ctx: AppContext,
  platformId: number,
  change: (state: PlatformState, now: number) => PlatformState,
): Promise<{ row: PlatformRow; state: PlatformState; now: number }> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockPlatform(tx, platformId);
    if (!row) throw notFound(OWNED_NOT_FOUND.platform);
    const now = Date.now();
    const state = toPlatformState(row);
    const next = change(state, now);
    if (sameStoredState(state, next)) return { row, state, now, changed: false };
    const saved = await savePlatformState(tx, platformId, next);
    return { row: saved, state: toPlatformState(saved), now, changed: true };
  });
  if (result.changed) await ctx.judgeFeed.changed(platformId);
  return result;
}
