import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound, unauthorized } from '../http/errors.ts';
import { OWNED_NOT_FOUND } from '../owned-records.ts';
import { sameSecret } from './codes.ts';
import { meetTokenOf, refereeCodeOf } from './queries.ts';

const headerOf = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

// The referee page's device id (X-Referee-Device); anything else counts as no id.
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The `refereeCode` security scheme: the X-Referee-Code header must be the code of the platform in
 * the path. Referees type it on phones, so case does not matter. Wrong codes are counted per device
 * (see WrongCodeLimiter), so one referee's typing never locks out the others.
 */
export function refereeCodeAuth(ctx: AppContext) {
  const limiter = ctx.refereeLocks;
  return async (request: FastifyRequest): Promise<void> => {
    const code = headerOf(request, 'x-referee-code').toUpperCase();
    if (!code) throw unauthorized('Enter the referee code of this platform.');
    const { platformId } = request.params as { platformId: number };
    const device = headerOf(request, 'x-referee-device');
    const attempt = { platformId, device: DEVICE_ID.test(device) ? device : undefined, address: request.ip };
    const wait = await limiter.retryAfterSeconds(attempt);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw new HttpError(
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many wrong referee codes from this phone. Ask the meet's organiser to unlock it, or try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
      );
    }
    const refereeCode = await refereeCodeOf(ctx.db, platformId);
    if (refereeCode === undefined) throw notFound(OWNED_NOT_FOUND.platform);
    if (!sameSecret(code, refereeCode)) {
      await limiter.recordWrongCode(attempt, code);
      throw unauthorized('Wrong referee code for this platform.');
    }
  };
}

/**
 * The `meetToken` security scheme: the X-Meet-Token header must be the token of the meet in the
 * path. A meet that does not exist is refused the same way, so tokens reveal no meets.
 */
export function meetTokenAuth(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = headerOf(request, 'x-meet-token');
    if (!token) throw unauthorized('Send the meet token in the X-Meet-Token header.');
    const { meetId } = request.params as { meetId: number };
    const meetToken = await meetTokenOf(ctx.db, meetId);
    if (meetToken === undefined || !sameSecret(token, meetToken)) {
      throw unauthorized('Wrong meet token for this meet.');
    }
  };
}
