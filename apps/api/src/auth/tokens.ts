import { errors, jwtVerify, SignJWT } from 'jose';
import { VersionedCache } from '../cache/versioned-cache.ts';
import type { Config } from '../config.ts';
import { unauthorized } from '../http/errors.ts';
import { keptKey } from '../storage/kept-keys.ts';

/** Who a token was issued to, and the user's session version at the time (see bearer.ts). */
export interface TokenSubject {
  userId: number;
  sessionVersion: number;
}

export interface TokenService {
  issue(subject: TokenSubject): Promise<{ token: string; expiresAt: Date }>;
  /** The subject a valid token names; throws a 401 otherwise. */
  verify(token: string): Promise<TokenSubject>;
}

export const SESSION_EXPIRED_MESSAGE = 'Session has expired. Please log in again.';

/** The signing key: configured, else generated once and kept in the data folder, else per process. */
export async function signingKey(config: Config): Promise<Uint8Array> {
  if (config.tokenSecret) return new TextEncoder().encode(config.tokenSecret);
  return keptKey(config.dataDir, 'token-signing.key');
}

export async function createTokenService(config: Config): Promise<TokenService> {
  const key = await signingKey(config);
  const verified = new VersionedCache(60 * 60_000, 20_000);
  return {
    async issue({ userId, sessionVersion }) {
      const expiresAt = new Date(Date.now() + config.tokenTtlHours * 3_600_000);
      const token = await new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      // A signature checked once stays valid until the token expires: checking it costs more than
      // the rest of a cached read, so the result is kept (a token is never changed, only expires).
      const { subject, expiresAtMs } = await verified.remember(token, 0, async () => {
        try {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
          const userId = Number(payload.sub);
          // Tokens from before session versions existed carry none: version 0, every user's first.
          const sessionVersion = payload.sv ?? 0;
          if (!Number.isInteger(userId) || !Number.isInteger(sessionVersion))
            throw unauthorized('Invalid token.');
          return {
            subject: { userId, sessionVersion: sessionVersion as number },
            expiresAtMs: (payload.exp ?? 0) * 1000,
          };
        } catch (error) {
          if (error instanceof errors.JWTExpired)
            throw unauthorized(SESSION_EXPIRED_MESSAGE, 'TOKEN_EXPIRED');
          throw unauthorized('Invalid token. Please log in again.');
        }
      });
      if (Date.now() >= expiresAtMs) {
        verified.forget(token);
        throw unauthorized(SESSION_EXPIRED_MESSAGE, 'TOKEN_EXPIRED');
      }
      return subject;
    },
  };
}
