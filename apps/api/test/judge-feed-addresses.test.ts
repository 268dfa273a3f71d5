import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/database.ts';
import { feedAddresses } from '../src/judge/feed-addresses.ts';

/** A database whose lookups answer `platform` once `answer()` is called, counting the lookups. */
function slowDatabase(platform: { id: number }) {
  const waiting: (() => void)[] = [];
  let lookups = 0;
  const db: Queryable = {
    query: async <Row>() => {
      lookups++;
      const id = platform.id;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return [{ id, live_meets: 1 }] as Row[];
    },
    exec: async () => undefined,
  };
  return {
    db,
    lookups: () => lookups,
    answer: async () => {
      for (const resolve of waiting.splice(0)) resolve();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('public feed addresses', () => {
  it('keeps a polled address answering while it is looked up again near the end of its time', async () => {
    const platform = { id: 7 };
    const database = slowDatabase(platform);
    const addresses = feedAddresses(database.db);
    const looked = addresses.lookup('meet', 1, 0);
    await database.answer();
    expect(await looked).toBe(7);
    expect(addresses.peek('meet', 1, 1_000)).toBe(7);
    expect(database.lookups()).toBe(1);

    // In its last half second a peek starts one lookup and still answers the known platform.
    platform.id = 8;
    expect(addresses.peek('meet', 1, 1_600)).toBe(7);
    expect(addresses.peek('meet', 1, 1_700)).toBe(7);
    expect(database.lookups()).toBe(2);
    await database.answer();
    // The new answer counts from when its lookup started.
    expect(addresses.peek('meet', 1, 3_500)).toBe(8);
    expect(addresses.peek('meet', 1, 3_600)).toBeUndefined();
  });

  it('lets an address nobody polled expire, so the next poll takes the regular route', async () => {
    const database = slowDatabase({ id: 3 });
    const addresses = feedAddresses(database.db);
    const looked = addresses.lookup(undefined, 2, 0);
    await database.answer();
    await looked;
    expect(addresses.peek(undefined, 2, 2_000)).toBeUndefined();
    expect(database.lookups()).toBe(1);
  });
});
