import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';
import { assertSafeText } from './request-guards.ts';
import { describeValidationError } from './validation-messages.ts';

export interface MultipartForm {
  fields: Record<string, unknown>;
  files: Map<string, Buffer>;
}

/**
 * Reads a multipart body and validates its fields against the operation's contract schema (kept by
 * the onRoute hook in `config.multipartSchema`): repeated fields become arrays, numbers are coerced
 * by the same ajv that validates JSON bodies.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const fields: Record<string, unknown> = {};
  const files = new Map<string, Buffer>();
  try {
    await collectParts(request, fields, files);
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    // busboy's own errors: no boundary, a broken part header, a body cut short.
    throw new HttpError(400, 'MALFORMED_FORM', 'The form could not be read: it is malformed or incomplete.');
  }
  assertSafeText(fields);
  const schema = request.routeOptions.config.multipartSchema;
  if (schema) {
    const validate = request.compileValidationSchema(schema, 'body');
    if (!validate(fields)) {
      const details = (validate.errors ?? []).map((error) => describeValidationError(error as never));
      throw new HttpError(400, 'VALIDATION_ERROR', details[0]?.message ?? 'Invalid form.', details);
    }
  }
  return { fields, files };
}

async function collectParts(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  files: Map<string, Buffer>,
): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(part.fieldname, 'Image must be at most 2 MB.');
        throw error;
      });
      if (bytes.length > 0) files.set(part.fieldname, bytes);
      continue;
    }
    const value = part.value;
    const previous = fields[part.fieldname];
    fields[part.fieldname] =
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
}
