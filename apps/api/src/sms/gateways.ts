import { createHmac, timingSafeEqual } from 'node:crypto';
import { e164Number, internationalDigits } from '@gym/sms-segments';
import type { OutgoingSms, SendOutcome, SmsProvider } from './provider.ts';

/** How long a gateway may take to answer before the try counts as failed (and is retried). */
const DEFAULT_TIMEOUT_MS = 10_000;

interface GatewayAnswer {
  status: number;
  body: Record<string, unknown> | undefined;
}

/**
 * Posts the form fields to the gateway and reads its JSON answer. The fields carry the credentials,
 * so they go in the body, never in the URL (which error texts and logs may show).
 */
async function postForm(
  url: string,
  fields: Record<string, string>,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<GatewayAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** A gateway's refusal: a rate limit or its own trouble may pass, anything else will not. */
function refused(gateway: string, answer: GatewayAnswer, reason: string): SendOutcome {
  return {
    status: 'FAILED',
    error: `${gateway}: ${reason} (HTTP ${answer.status})`,
    retryable: answer.status === 429 || answer.status >= 500,
  };
}

interface FormGateway {
  /** The provider's name in the messages' records. */
  name: string;
  /** The gateway's name in error texts. */
  gateway: string;
  url: string;
  timeoutMs: number | undefined;
  fields: (message: OutgoingSms) => Record<string, string>;
  read: (answer: GatewayAnswer) => SendOutcome;
  /** Extra request headers (Twilio's basic auth). */
  headers?: Record<string, string>;
}

/**
 * A provider that posts each message as a form and reads the answer; a timeout or a connection
 * failure is a retryable failure with its reason.
 */
function formGatewayProvider(spec: FormGateway): SmsProvider {
  return {
    name: spec.name,
    async send(message) {
      try {
        return spec.read(
          await postForm(spec.url, spec.fields(message), spec.timeoutMs ?? DEFAULT_TIMEOUT_MS, spec.headers),
        );
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        const cause =
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        return {
          status: 'FAILED',
          error: `${spec.gateway}: ${timedOut ? 'no answer in time' : cause}`,
          retryable: true,
        };
      }
    },
  };
}

/** Accepted by a gateway that answers no message id: said in the status, never pretended otherwise. */
const sentWithoutId: SendOutcome = {
  status: 'SENT',
  providerMessageId: null,
  note: 'sent (provider gives no message id, so no delivery report)',
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export interface SparrowConfig {
  baseUrl: string;
  token: string;
  from: string;
  timeoutMs?: number;
}

/** Sparrow SMS (Nepal): POST /v2/sms/ with token, from, to, text; errors as HTTP 403 with a code. */
export function createSparrowProvider(config: SparrowConfig): SmsProvider {
  const gateway = 'Sparrow SMS';
  return formGatewayProvider({
    name: 'sparrow',
    gateway,
    url: new URL('/v2/sms/', config.baseUrl).toString(),
    timeoutMs: config.timeoutMs,
    fields: (message) => ({ token: config.token, from: config.from, to: message.phone, text: message.text }),
    read: (answer) => {
      const code = text(answer.body?.response_code);
      if (answer.status === 200 && code === '200') {
        const id = text(answer.body?.message_id ?? answer.body?.id);
        return id ? { status: 'SENT', providerMessageId: id } : sentWithoutId;
      }
      const reasons: Record<string, string> = { '1002': 'invalid token', '1013': 'insufficient credits' };
      return refused(
        gateway,
        answer,
        reasons[code] ?? (text(answer.body?.response) || `code ${code || 'none'}`),
      );
    },
  });
}

export interface AakashConfig {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

/** Aakash SMS (Nepal): POST /sms/v3/send with auth_token, to, text; ids per valid number. */
export function createAakashProvider(config: AakashConfig): SmsProvider {
  const gateway = 'Aakash SMS';
  return formGatewayProvider({
    name: 'aakash',
    gateway,
    url: new URL('/sms/v3/send', config.baseUrl).toString(),
    timeoutMs: config.timeoutMs,
    fields: (message) => ({ auth_token: config.token, to: message.phone, text: message.text }),
    read: (answer) => {
      const data = answer.body?.data as { valid?: { id?: unknown }[]; invalid?: unknown[] } | undefined;
      const valid = data?.valid?.[0];
      if (answer.status === 200 && answer.body?.error === false && valid) {
        return { status: 'SENT', providerMessageId: text(valid.id) || null };
      }
      if (answer.status === 200 && (data?.invalid?.length ?? 0) > 0) {
        return {
          status: 'FAILED',
          error: `${gateway}: the number was refused as invalid`,
          retryable: false,
        };
      }
      return refused(gateway, answer, text(answer.body?.message) || 'refused');
    },
  });
}

export interface NotifyLkConfig {
  baseUrl: string;
  userId: string;
  apiKey: string;
  senderId: string;
  /** The country of a message without a gym's (the platform's time zone). */
  defaultTimeZone: string;
  timeoutMs?: number;
}

/** Notify.lk (Sri Lanka): answers only 'success', no message id, so no delivery report. */
export function createNotifyLkProvider(config: NotifyLkConfig): SmsProvider {
  const gateway = 'Notify.lk';
  return formGatewayProvider({
    name: 'notifylk',
    gateway,
    url: new URL('/api/v1/send', config.baseUrl).toString(),
    timeoutMs: config.timeoutMs,
    fields: (message) => ({
      user_id: config.userId,
      api_key: config.apiKey,
      sender_id: config.senderId,
      // Notify.lk wants the number with its country code and no '+' (94XXXXXXXXX).
      to: internationalDigits(message.phone, message.timeZone ?? config.defaultTimeZone) ?? message.phone,
      message: message.text,
    }),
    read: (answer) =>
      answer.status === 200 && answer.body?.status === 'success'
        ? sentWithoutId
        : refused(gateway, answer, text(answer.body?.message) || text(answer.body?.status) || 'refused'),
  });
}

export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A sender number, or a Messaging Service SID (MG...) to send through instead. */
  from: string;
  /** The country of a message without a gym's (the platform's time zone). */
  defaultTimeZone: string;
  /** Where Twilio posts delivery reports; none asked for without it. */
  statusCallbackUrl?: string | undefined;
  timeoutMs?: number;
}

/** The path Twilio's delivery reports are posted to (see twilio-callback.ts). */
export const TWILIO_STATUS_PATH = '/api/sms/status/twilio';

/**
 * Twilio's signature of a callback: HMAC-SHA1 with the auth token over the full URL followed by
 * each posted parameter's name and value, sorted by name, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const payload = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(payload, 'utf8').digest('base64');
}

/**
 * Twilio (global): POST /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth and the form
 * fields To, From (or MessagingServiceSid), Body and StatusCallback; answers 201 with the message's
 * sid, errors as JSON with Twilio's code and message.
 */
export function createTwilioProvider(config: TwilioConfig): SmsProvider {
  const gateway = 'Twilio';
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  const provider = formGatewayProvider({
    name: 'twilio',
    gateway,
    url: new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
      config.baseUrl,
    ).toString(),
    timeoutMs: config.timeoutMs,
    headers: {
      authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
    },
    fields: (message) => ({
      // E.164 with the sending gym's country code, as Twilio requires.
      To: e164Number(message.phone, message.timeZone ?? config.defaultTimeZone) ?? message.phone,
      [sender]: config.from,
      Body: message.text,
      ...(config.statusCallbackUrl ? { StatusCallback: config.statusCallbackUrl } : {}),
    }),
    read: (answer) => {
      const sid = text(answer.body?.sid);
      if ((answer.status === 200 || answer.status === 201) && sid) {
        return { status: 'SENT', providerMessageId: sid };
      }
      const code = text(answer.body?.code);
      const reason = text(answer.body?.message) || 'refused';
      return refused(gateway, answer, code ? `${reason} (code ${code})` : reason);
    },
  });
  return {
    ...provider,
    verifyCallback(url, params, signature) {
      if (!signature) return false;
      const expected = Buffer.from(twilioSignature(config.authToken, url, params));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** What SMS_PROVIDER names; credentials come only from the environment. */
export const SMS_PROVIDERS = ['local', 'sparrow', 'aakash', 'notifylk', 'twilio'] as const;

/**
 * The provider this deployment configured: SMS_PROVIDER (local by default) with its SMS_* settings.
 * A missing setting stops the start with its name (never its value).
 */
export function smsProviderFromEnv(
  env: NodeJS.ProcessEnv,
  local: SmsProvider,
  publicUrl?: string,
): SmsProvider {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`SMS_PROVIDER=${env.SMS_PROVIDER} needs ${name}`);
    return value;
  };
  const timeoutMs = env.SMS_TIMEOUT_MS ? Number(env.SMS_TIMEOUT_MS) : undefined;
  const common = timeoutMs && Number.isFinite(timeoutMs) ? { timeoutMs } : {};
  const defaultTimeZone = env.PLATFORM_TIME_ZONE || 'Asia/Kathmandu';
  switch (env.SMS_PROVIDER || 'local') {
    case 'local':
      return local;
    case 'sparrow':
      return createSparrowProvider({
        baseUrl: env.SMS_BASE_URL || 'https://api.sparrowsms.com',
        token: required('SMS_TOKEN'),
        from: required('SMS_FROM'),
        ...common,
      });
    case 'aakash':
      return createAakashProvider({
        baseUrl: env.SMS_BASE_URL || 'https://sms.aakashsms.com',
        token: required('SMS_TOKEN'),
        ...common,
      });
    case 'notifylk':
      return createNotifyLkProvider({
        baseUrl: env.SMS_BASE_URL || 'https://app.notify.lk',
        userId: required('SMS_USER_ID'),
        apiKey: required('SMS_TOKEN'),
        senderId: required('SMS_FROM'),
        defaultTimeZone,
        ...common,
      });
    case 'twilio':
      return createTwilioProvider({
        baseUrl: env.SMS_BASE_URL || 'https://api.twilio.com',
        accountSid: required('SMS_ACCOUNT_SID'),
        authToken: required('SMS_TOKEN'),
        from: required('SMS_FROM'),
        defaultTimeZone,
        statusCallbackUrl: publicUrl ? `${publicUrl}${TWILIO_STATUS_PATH}` : undefined,
        ...common,
      });
    default:
      throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}`);
  }
}
