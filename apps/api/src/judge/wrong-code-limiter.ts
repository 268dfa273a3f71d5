import type { Queryable } from '../db/database.ts';

/** Who typed a referee code: the device id the referee page keeps, and the address it came from. */
export interface CodeAttempt {
  platformId: number;
  /** The referee page's own id (X-Referee-Device); without one, the device is its address. */
  device: string | undefined;
  address: string;
}

export interface WrongCodeLimits {
  /** Different wrong codes one device may try on a platform within the window. */
  perDevice: number;
  /**
   * Different wrong codes all devices behind one address may try on a platform within the window:
   * a ceiling for guessers who make up a new device id for every guess, far above what a venue's
   * referees mistype together.
   */
  perAddress: number;
  windowMs: number;
}

const DEFAULT_LIMITS: WrongCodeLimits = { perDevice: 5, perAddress: 60, windowMs: 10 * 60_000 };

/**
 * Slows down guessing of referee codes without letting one referee's typing lock out the others.
 * It counts code attempts, not requests: a page that polls with the same wrong code counts once.
 * A device is locked on a platform after `perDevice` different wrong codes; the referees' other
 * phones behind the same Wi-Fi keep working. The meet's owner can lift a platform's locks.
 * Kept in PostgreSQL (`referee_wrong_codes`), so behind a load balancer the limits are the same
 * whichever process a guess reaches, and an unlock reaches them all (decision 0055).
 */
export class WrongCodeLimiter {
  private readonly db: Queryable;
  private readonly limits: WrongCodeLimits;

  constructor(db: Queryable, limits: Partial<WrongCodeLimits> = {}) {
    this.db = db;
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Seconds until this attempt's device (or address) may try again, or 0 when it may try now. */
  async retryAfterSeconds(attempt: CodeAttempt, now = Date.now()): Promise<number> {
    const rows = await this.db.query<{ scope: string; tried_at: Date }>(
      `SELECT scope, tried_at FROM referee_wrong_codes
        WHERE platform_id = $1 AND tried_at > $4
          AND ((scope = 'device' AND who = $2) OR (scope = 'address' AND who = $3))`,
      [attempt.platformId, deviceOf(attempt), attempt.address, new Date(now - this.limits.windowMs)],
      { preparedAs: 'referee_wrong_codes_recent' },
    );
    const times = (scope: string) =>
      rows.filter((row) => row.scope === scope).map((row) => new Date(row.tried_at).getTime());
    return Math.max(
      this.wait(times('device'), this.limits.perDevice, now),
      this.wait(times('address'), this.limits.perAddress, now),
    );
  }

  async recordWrongCode(attempt: CodeAttempt, code: string, now = Date.now()): Promise<void> {
    await this.db.query(
      `INSERT INTO referee_wrong_codes (platform_id, scope, who, code, tried_at)
       VALUES ($1, 'device', $2, $4, $5), ($1, 'address', $3, $4, $5)
       ON CONFLICT (platform_id, scope, who, code) DO UPDATE SET tried_at = EXCLUDED.tried_at`,
      [attempt.platformId, deviceOf(attempt), attempt.address, code, new Date(now)],
    );
    // Wrong codes are rare: forgetting everyone's old ones here keeps the table small.
    await this.db.query('DELETE FROM referee_wrong_codes WHERE tried_at <= $1', [
      new Date(now - this.limits.windowMs),
    ]);
  }

  /**
   * How many devices are locked out of each of the platforms now (platforms with none are left
   * out); read through `db`, the caller's transaction when it is in one (PGlite has one connection).
   */
  async lockedDevices(
    db: Queryable,
    platformIds: readonly number[],
    now = Date.now(),
  ): Promise<Map<number, number>> {
    if (platformIds.length === 0) return new Map();
    const rows = await db.query<{ platform_id: number; locked: number }>(
      `SELECT platform_id, count(*)::int AS locked FROM (
         SELECT platform_id, who FROM referee_wrong_codes
          WHERE platform_id = ANY($1::int[]) AND scope = 'device' AND tried_at > $2
          GROUP BY platform_id, who HAVING count(*) >= $3) locked
        GROUP BY platform_id`,
      [platformIds, new Date(now - this.limits.windowMs), this.limits.perDevice],
    );
    return new Map(rows.map((row) => [row.platform_id, row.locked]));
  }

  /** Forgets every wrong code typed on the platform: the owner unlocks its referees' phones. */
  async reset(platformId: number): Promise<void> {
    await this.db.query('DELETE FROM referee_wrong_codes WHERE platform_id = $1', [platformId]);
  }

  /** Seconds until enough of the wrong codes (their times) age out to leave room for one more. */
  private wait(times: number[], limit: number, now: number): number {
    if (times.length < limit) return 0;
    times.sort((a, b) => a - b);
    const freeAt = (times[times.length - limit] ?? now) + this.limits.windowMs;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  }
}

/** Without a device id of its own, a device is its address. */
const deviceOf = (attempt: CodeAttempt) => attempt.device ?? `@${attempt.address}`;
