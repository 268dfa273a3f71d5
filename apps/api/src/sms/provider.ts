export interface OutgoingSms {
  phone: string;
  text: string;
  /**
   * The time zone of the gym the message is from (the gym form sets it from the country), for a
   * gateway that wants the country code; the gateway's default for the platform's own messages.
   */
  timeZone?: string | null;
}

/** Where messages leave the platform: a gateway (Sparrow, Aakash, Notify.lk, Twilio...) in production. */
export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<SendOutcome>;
  /**
   * For a provider that posts signed delivery reports: whether the signature is the provider's for
   * this URL (as the provider called it) and these posted parameters.
   */
  verifyCallback?(url: string, params: Record<string, string>, signature: string | undefined): boolean;
  /** For a provider that keeps its messages on the machine (the local one): the latest, oldest first. */
  latest?(): OutgoingSms[];
}

/**
 * What a provider answered: accepted (with its message id, null when it gives none, and a note for the
 * status when it has something to say), or refused with
 * an error text and whether trying again later may work (rate limit, timeout, gateway down) or not
 * (invalid token, invalid number, no credit).
 */
export type SendOutcome =
  | { status: 'SENT'; providerMessageId: string | null; note?: string }
  | { status: 'FAILED'; error: string; retryable: boolean };

/** How many of the latest messages the local provider keeps in memory. */
export const LOCAL_SMS_KEPT = 200;

/**
 * The default provider: records each message as sent without it leaving the machine, so the whole
 * product (counting, credits, history) works before a gateway is configured. The database keeps
 * every message; in memory only the latest `kept` stay (oldest first), so memory stays bounded.
 */
export function createLocalSmsProvider(kept = LOCAL_SMS_KEPT): SmsProvider & { latest(): OutgoingSms[] } {
  const ring: OutgoingSms[] = [];
  let next = 0;
  return {
    name: 'local',
    latest: () => [...ring.slice(next), ...ring.slice(0, next)],
    async send(message) {
      if (ring.length < kept) {
        ring.push(message);
      } else {
        ring[next] = message;
        next = (next + 1) % kept;
      }
      return { status: 'SENT', providerMessageId: null };
    },
  };
}
