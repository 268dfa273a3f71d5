import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * The address members and gateways reach this server at: PUBLIC_URL, else the address the request
 * came to (a one-machine setup reached as it is).
 */
export const publicBase = (ctx: AppContext, request: FastifyRequest): string =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
