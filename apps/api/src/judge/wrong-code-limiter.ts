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
 * Kept in each process's memory: several processes only multiply the (still tiny) guessing rate.
 */
export class WrongCodeLimiter {
  /** Per key (platform and device, or platform and address): each wrong code and when it was last tried. */
  private readonly failures = new Map<string, Map<string, number>>();
  private readonly limits: WrongCodeLimits;

  constructor(limits: Partial<WrongCodeLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Seconds until this attempt's device (or address) may try again, or 0 when it may try now. */
  retryAfterSeconds(attempt: CodeAttempt, now = Date.now()): number {
    return Math.max(
      this.wait(deviceKey(attempt), this.limits.perDevice, now),
      this.wait(addressKey(attempt), this.limits.perAddress, now),
    );
  }

  recordWrongCode(attempt: CodeAttempt, code: string, now = Date.now()): void {
    for (const key of [deviceKey(attempt), addressKey(attempt)]) {
      const codes = this.recent(key, now);
      codes.set(code, now);
      this.failures.set(key, codes);
    }
  }

  /** How many devices are locked out of the platform now. */
  lockedDevices(platformId: number, now = Date.now()): number {
    const prefix = `${platformId}|device|`;
    return [...this.failures.keys()].filter(
      (key) => key.startsWith(prefix) && this.wait(key, this.limits.perDevice, now) > 0,
    ).length;
  }

  /** Forgets every wrong code typed on the platform: the owner unlocks its referees' phones. */
  reset(platformId: number): void {
    for (const key of [...this.failures.keys()]) {
      if (key.startsWith(`${platformId}|`)) this.failures.delete(key);
    }
  }

  private wait(key: string, limit: number, now: number): number {
    const times = [...this.recent(key, now).values()].sort((a, b) => a - b);
    if (times.length < limit) return 0;
    // Refused until enough of the wrong codes have aged out to leave room for one more.
    const freeAt = (times[times.length - limit] ?? now) + this.limits.windowMs;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  }

  private recent(key: string, now: number): Map<string, number> {
    const recent = new Map(
      [...(this.failures.get(key) ?? [])].filter(([, at]) => now - at < this.limits.windowMs),
    );
    if (recent.size === 0) this.failures.delete(key);
    return recent;
  }
}

const deviceKey = (attempt: CodeAttempt) =>
  attempt.device
    ? `${attempt.platformId}|device|${attempt.device}`
    : `${attempt.platformId}|device|@${attempt.address}`;
const addressKey = (attempt: CodeAttempt) => `${attempt.platformId}|address|${attempt.address}`;
