/** An error whose message is safe to show: it becomes the `{message, code}` answer. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: { field: string; message: string }[] | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    details?: { field: string; message: string }[],
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
/** A value that clashes with a stored record's (a bill number used already): 409 naming its field. */
export const conflictOn = (field: string, message: string) =>
  new HttpError(409, 'CONFLICT', message, [{ field, message }]);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new HttpError(401, code, message);
