/**
 * Answers kept in memory under a version: an answer is served again only while the version it was
 * computed at is still the current one and it is younger than `maxAgeMs`. Concurrent misses of one
 * key share one computation; a failed computation is not kept. The least recently stored entries
 * go first when the cache is full.
 */
export class VersionedCache {
  private readonly entries = new Map<
    string,
    { version: number; storedAt: number; answer: Promise<unknown> }
  >();

  private readonly maxAgeMs: number;
  private readonly maxEntries: number;

  constructor(maxAgeMs: number, maxEntries = 5_000) {
    this.maxAgeMs = maxAgeMs;
    this.maxEntries = maxEntries;
  }

  remember<T>(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.version === version && now - entry.storedAt < this.maxAgeMs) {
      return entry.answer as Promise<T>;
    }
    const answer = compute();
    this.entries.delete(key);
    this.entries.set(key, { version, storedAt: now, answer });
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    this.evictOldest();
    return answer;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** A Map iterates in insertion order and entries are re-inserted when stored: the first is the oldest. */
  private evictOldest(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
