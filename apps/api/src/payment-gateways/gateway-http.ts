/** How long a gateway may take to answer before it counts as down. */
const TIMEOUT_MS = 10_000;

/** The gateway did not answer, or answered something that is not its documented JSON. */
export class GatewayUnavailable extends Error {
  constructor(gateway: string, reason: string) {
    super(`${gateway}: ${reason}`);
    this.name = 'GatewayUnavailable';
  }
}

export interface GatewayAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Calls a gateway's JSON API. Credentials travel in headers or the body, never the URL (which
 * error texts and logs may show); a timeout, a refused connection or an answer that is not a JSON
 * object is `GatewayUnavailable`. A JSON refusal (4xx) is answered, for the caller to read.
 */
export async function callGateway(
  gateway: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown },
): Promise<GatewayAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new GatewayUnavailable(gateway, timedOut ? 'no answer in time' : 'not reachable');
  }
  if (response.status >= 500) throw new GatewayUnavailable(gateway, `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new GatewayUnavailable(gateway, `an answer that is not JSON (HTTP ${response.status})`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new GatewayUnavailable(gateway, `an answer that is not a JSON object (HTTP ${response.status})`);
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

/** A field of a gateway's answer as text ('' when absent). */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
