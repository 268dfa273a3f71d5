/**
 * Slows down guessing of referee codes: after `limit` wrong codes from one client address within
 * `windowMs`, that address is refused until the oldest of them has aged out. It counts per address
 * rather than per platform, so nobody can lock the real referees out by guessing on purpose.
 * Kept in each process's memory: several processes only multiply the (still tiny) guessing rate.
 */
export class WrongCodeLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit = 20, windowMs = 10 * 60_000) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Seconds until the address may try again, or 0 when it may try now. */
  retryAfterSeconds(address: string, now = Date.now()): number {
    const recent = this.recent(address, now);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
  }

  recordWrongCode(address: string, now = Date.now()): void {
    this.failures.set(address, [...this.recent(address, now), now]);
  }

  private recent(address: string, now: number): number[] {
    const recent = (this.failures.get(address) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length === 0) this.failures.delete(address);
    return recent;
  }
}
