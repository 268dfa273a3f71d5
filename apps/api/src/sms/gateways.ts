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
): Promise<GatewayAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
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
          await postForm(spec.url, spec.fields(message), spec.timeoutMs ?? DEFAULT_TIMEOUT_MS),
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
        return { status: 'SENT', providerMessageId: id || null };
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
      to: message.phone,
      message: message.text,
    }),
    read: (answer) =>
      answer.status === 200 && answer.body?.status === 'success'
        ? { status: 'SENT', providerMessageId: null }
        : refused(gateway, answer, text(answer.body?.message) || text(answer.body?.status) || 'refused'),
  });
}

/** What SMS_PROVIDER names; credentials come only from the environment. */
export const SMS_PROVIDERS = ['local', 'sparrow', 'aakash', 'notifylk'] as const;

/**
 * The provider this deployment configured: SMS_PROVIDER (local by default) with its SMS_* settings.
 * A missing setting stops the start with its name (never its value).
 */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv, local: SmsProvider): SmsProvider {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`SMS_PROVIDER=${env.SMS_PROVIDER} needs ${name}`);
    return value;
  };
  const timeoutMs = env.SMS_TIMEOUT_MS ? Number(env.SMS_TIMEOUT_MS) : undefined;
  const common = timeoutMs && Number.isFinite(timeoutMs) ? { timeoutMs } : {};
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
        ...common,
      });
    default:
      throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}`);
  }
}
