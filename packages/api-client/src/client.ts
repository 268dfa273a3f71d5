import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiRequestError, httpError, SESSION_EXPIRED_MESSAGE, transportError } from './errors.ts';
import type { paths } from './schema.gen.ts';

export interface ApiClientOptions {
  /** Site root the API paths hang off ('' for the same origin). */
  baseUrl: string;
  /** The session's bearer token, if signed in. */
  getToken: () => string | null | undefined;
  /** When the session's token expires; an expired one is not sent. */
  getTokenExpiry?: () => Date | null | undefined;
  /** Called when the token has expired or the server answers 401 to a signed-in call. */
  onSessionExpired: () => void;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = Client<paths>;

/**
 * The typed client. Every failure rejects with an ApiRequestError: transport failures as
 * FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR, server errors as HTTP_ERROR with the server's message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  const fetchWithTimeout = async (request: Request): Promise<Response> => {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    try {
      return await baseFetch(new Request(request, { signal }));
    } catch (thrown) {
      throw new ApiRequestError(transportError(thrown));
    }
  };

  const session: Middleware = {
    onRequest({ request }) {
      const token = options.getToken();
      if (!token) return request;
      const expiry = options.getTokenExpiry?.();
      if (expiry && expiry.getTime() <= Date.now()) {
        options.onSessionExpired();
        throw new ApiRequestError({ kind: 'SESSION_EXPIRED', message: SESSION_EXPIRED_MESSAGE });
      }
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };

  const answers: Middleware = {
    async onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) options.onSessionExpired();
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      const text = response.status === 204 ? '' : await response.clone().text();
      let body: unknown;
      try {
        body = isJson && text ? JSON.parse(text) : text;
      } catch (thrown) {
        throw new ApiRequestError(transportError(thrown, response.status));
      }
      if (!response.ok) throw new ApiRequestError(httpError(response.status, body));
      return response;
    },
  };

  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchWithTimeout });
  client.use(session, answers);
  return client;
}
