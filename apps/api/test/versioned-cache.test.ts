import { describe, expect, it, vi } from 'vitest';
import { VersionedCache } from '../src/cache/versioned-cache.ts';

describe('VersionedCache', () => {
  it('answers from memory while the version is unchanged, and recomputes for a new version', async () => {
    const cache = new VersionedCache(60_000);
    const compute = vi.fn(async () => 'answer');
    await cache.remember('k', 1, compute);
    await cache.remember('k', 1, compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.remember('k', 2, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new VersionedCache(60_000);
    const compute = vi.fn(async () => 42);
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('k', 0, compute)));
    expect(answers).toEqual([42, 42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
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
      let calls = 0;
      const compute = async () => ++calls;
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
    const compute = vi.fn(async () => 'x');
    for (const key of ['a', 'b', 'c']) await cache.remember(key, 0, compute);
    await cache.remember('c', 0, compute);
    await cache.remember('b', 0, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.remember('a', 0, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
