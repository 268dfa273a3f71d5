import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractOperations, operationIdOf } from './contract-operations.ts';
import { badRequest, HttpError } from './errors.ts';

/** The media types each operation's request body may be sent as, read from the contract. */
export function requestMediaTypes(contractPath: string): Map<string, string[]> {
  const types = new Map<string, string[]>();
  for (const operation of contractOperations(contractPath)) {
    const content = operation.requestBody?.content;
    if (operation.operationId && content) types.set(operation.operationId, Object.keys(content));
  }
  return types;
}

/**
 * Where a string holds what no text field may: a NUL character (PostgreSQL refuses it in text) or a
 * lone UTF-16 surrogate (not Unicode at all). Answers the field's path, or undefined.
 */
export function unsafeTextAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') || !value.isWellFormed() ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextAt(item, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeTextAt(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** No request the contract describes nests deeper than a few levels; a deeper one is refused. */
const MAX_NESTING = 32;

/** Whether arrays and objects nest deeper than `limit` (walked without recursion). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (!item || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

export function assertSafeText(value: unknown, where = ''): void {
  const field = unsafeTextAt(value, where);
  if (field) throw badRequest(field, `${field || 'The request'} contains a NUL character or broken Unicode.`);
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Before the contract's validation: a body is only taken in a media type the operation lists (so a
 * JSON call sent as text/plain or multipart never reaches its handler unvalidated), and no text of
 * the body, query or path holds a NUL or a lone surrogate.
 */
export function installRequestGuards(app: FastifyInstance, contractPath: string): void {
  const mediaTypes = requestMediaTypes(contractPath);
  app.addHook('preValidation', async (request) => {
    const operationId = operationIdOf(request);
    if (!operationId) return;
    const allowed = mediaTypes.get(operationId);
    if (allowed && hasBody(request)) {
      const sent = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
      if (!allowed.includes(sent)) {
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `This call takes ${allowed.join(' or ')}, not ${sent || 'a body without a content type'}.`,
        );
      }
    }
    assertSafeText(request.params);
    assertSafeText(request.query);
    if (typeof request.body === 'object') {
      if (nestedDeeperThan(request.body, MAX_NESTING)) {
        throw badRequest('', `The request nests arrays or objects more than ${MAX_NESTING} deep.`);
      }
      assertSafeText(request.body);
    }
  });
}
