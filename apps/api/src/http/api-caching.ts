import type { FastifyInstance } from 'fastify';
import { contractOperations, operationIdOf } from './contract-operations.ts';

/**
 * How long browsers and proxies may keep an answer the contract marks `x-static` (the fixed lists,
 * the same for every caller): a day. Such a list changes only with a release, and a copy kept from
 * before one is at most a day old.
 */
export const STATIC_ANSWER_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The caching of every API answer that has not set its own: a static operation's success is kept a
 * day; anything else (private answers above all) is never kept by a browser or a proxy.
 */
export function installApiCaching(app: FastifyInstance, contractPath: string): void {
  const staticOperations = new Set(
    contractOperations(contractPath)
      .filter((operation) => operation['x-static'] === true)
      .map((operation) => operation.operationId),
  );
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const isStaticAnswer = reply.statusCode === 200 && staticOperations.has(operationIdOf(request));
    reply.header('cache-control', isStaticAnswer ? STATIC_ANSWER_CACHE_CONTROL : 'no-store');
  });
}
