import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText } from '../db/sql.ts';
import { contractOperations, operationIdOf, sharedMessages } from './contract-operations.ts';
import { badRequest, HttpError } from './errors.ts';

/** What an operation's request body may be: the media types it is sent as, and whether it must be. */
interface BodyRule {
  mediaTypes: string[];
  required: boolean;
}

/** Each operation's request body rule, and the message for a required body sent with none, from the contract. */
export function requestBodyRules(contractPath: string): { rules: Map<string, BodyRule>; missing: string } {
  const rules = new Map<string, BodyRule>();
  for (const operation of contractOperations(contractPath)) {
    const body = operation.requestBody;
    if (operation.operationId && body?.content) {
      rules.set(operation.operationId, {
        mediaTypes: Object.keys(body.content),
        required: body.required === true,
      });
    }
  }
  const missing = sharedMessages(contractPath).requestBody?.required;
  if (!missing) throw new Error('openapi.yaml has no components.x-messages.requestBody.required');
  return { rules, missing };
}

/** Where a string holds what no text field may (see isStorableText): the field's path, or undefined. */
export function unsafeTextAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
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
 * Before the body is parsed: an operation whose body is required refuses a request without one (no
 * bytes at all, whatever its content type says), naming the body; a handler never sees it missing.
 * Before the contract's validation: a body is only taken in a media type the operation lists (so a
 * JSON call sent as text/plain or multipart never reaches its handler unvalidated), and no text of
 * the body, query or path holds a NUL or a lone surrogate.
 */
export function installRequestGuards(app: FastifyInstance, contractPath: string): void {
  const { rules, missing } = requestBodyRules(contractPath);
  // preParsing, not onRequest: the security headers' own onRequest hook has run, so the answer has them.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const operationId = operationIdOf(request);
    if (operationId && rules.get(operationId)?.required && !hasBody(request)) {
      throw badRequest('body', missing);
    }
    return payload;
  });
  app.addHook('preValidation', async (request) => {
    const operationId = operationIdOf(request);
    if (!operationId) return;
    const allowed = rules.get(operationId)?.mediaTypes;
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
