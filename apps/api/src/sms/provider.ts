export interface OutgoingSms {
  phone: string;
  text: string;
}

/** Where messages leave the platform: a gateway (Sparrow, Aakash, Notify.lk, Twilio...) in production. */
export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<{ status: 'SENT' | 'FAILED' }>;
}

/**
 * The default provider: records each message as sent without it leaving the machine, so the whole
 * product (counting, credits, history) works before a gateway is configured.
 */
export function createLocalSmsProvider(): SmsProvider & { sent: OutgoingSms[] } {
  const sent: OutgoingSms[] = [];
  return {
    name: 'local',
    sent,
    async send(message) {
      sent.push(message);
      return { status: 'SENT' };
    },
  };
}
