import { describe, expect, it, vi } from 'vitest';
import { VersionedCache } from '../src/cache/versioned-cache.ts';

describe('VersionedCache', () => {
  /** A computation whose every run answers a new number, so a repeated answer was kept. */
  const counter = () => {
    let runs = 0;
    return async () => ++runs;
  };

  it('answers from memory while the version is unchanged, and recomputes for a new version', async () => {
    const cache = new VersionedCache(60_000);
    const compute = counter();
    expect(await cache.remember('k', 1, compute)).toBe(1);
    expect(await cache.remember('k', 1, compute)).toBe(1);
    expect(await cache.remember('k', 2, compute)).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new VersionedCache(60_000);
    const compute = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('k', 0, compute)));
    expect(answers).toEqual([1, 1, 1]);
  });

  it('does not keep a failure', async () => {
    const cache = new VersionedCache(60_000);
    await expect(cache.remember('k', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('k', 0, async () => 'recovered')).toBe('recovered');
  });

  it('recomputes an answer older than its maximum age, and after forget', async () => {
    vi.useFakeTimers();
    try {
      const cache = new VersionedCache(1_000);
      const compute = counter();
      await cache.remember('k', 0, compute);
      vi.advanceTimersByTime(999);
      expect(await cache.remember('k', 0, compute)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await cache.remember('k', 0, compute)).toBe(2);
      cache.forget('k');
      expect(await cache.remember('k', 0, compute)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new VersionedCache(60_000, 2);
    const compute = counter();
    for (const key of ['a', 'b', 'c']) await cache.remember(key, 0, compute);
    expect(await cache.remember('c', 0, compute)).toBe(3);
    expect(await cache.remember('b', 0, compute)).toBe(2);
    // 'a' was stored first and dropped when 'c' came: it is computed again.
    expect(await cache.remember('a', 0, compute)).toBe(4);
  });
});
