/** Every way a call can fail, as one discriminated union the app can switch on. */
export type ApiError =
  /** The request never got an answer (offline, DNS, connection refused). */
  | { kind: 'FETCH_ERROR'; message: string }
  /** No answer within the client's time limit. */
  | { kind: 'TIMEOUT_ERROR'; message: string }
  /** An answer came that is not the JSON it should be. */
  | { kind: 'PARSING_ERROR'; message: string; status: number }
  /** The stored session token had expired; the request was not sent. */
  | { kind: 'SESSION_EXPIRED'; message: string }
  /** The server answered with an error `{message, code, details}`. */
  | {
      kind: 'HTTP_ERROR';
      status: number;
      message: string;
      code: string;
      details?: { field: string; message: string }[];
    };

export class ApiRequestError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.error = error;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Session has expired. Please log in again.';

/** Classifies what fetch or JSON parsing threw. */
export function transportError(thrown: unknown, status = 0): ApiError {
  const name = (thrown as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { kind: 'TIMEOUT_ERROR', message: 'The server took too long to answer.' };
  }
  if (thrown instanceof SyntaxError) {
    return { kind: 'PARSING_ERROR', message: 'The server sent an answer that could not be read.', status };
  }
  return { kind: 'FETCH_ERROR', message: 'Could not reach the server. Check the connection and try again.' };
}

/** The error answer of the server, or a readable one when its body is not the contract's shape. */
export function httpError(status: number, body: unknown): ApiError {
  const shaped = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message =
    typeof shaped.message === 'string' ? shaped.message : `Request failed with status ${status}.`;
  const code = typeof shaped.code === 'string' ? shaped.code : 'HTTP_ERROR';
  const details = Array.isArray(shaped.details)
    ? (shaped.details as { field: string; message: string }[])
    : undefined;
  return { kind: 'HTTP_ERROR', status, message, code, ...(details ? { details } : {}) };
}

/** What the app shows for a failure: the server's message for an HTTP error, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = error instanceof ApiRequestError ? error.error : undefined;
  if (apiError?.kind === 'HTTP_ERROR') return apiError.message;
  if (apiError?.kind === 'SESSION_EXPIRED') return apiError.message;
  return fallback;
}
