import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { describeValidationError } from './validation-messages.ts';

const INTERNAL = { message: 'Something went wrong. Please try again later.', code: 'INTERNAL' };

/** The security handler wrapper of fastify-openapi-glue keeps the handler's own error in `errors`. */
function unwrap(error: unknown): unknown {
  const inner = (error as { errors?: unknown[] }).errors?.find((candidate) => candidate instanceof HttpError);
  return inner ?? error;
}

/** Every failure becomes `{message, code, details?}`; no stack trace or SQL ever leaves the server. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    const error = unwrap(raw) as FastifyError;
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (error.validation) {
      const details = error.validation.map(describeValidationError);
      return reply
        .code(400)
        .send({ message: details[0]?.message ?? 'Invalid request.', code: 'VALIDATION_ERROR', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to name.
      return reply.code(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL);
  });
}
