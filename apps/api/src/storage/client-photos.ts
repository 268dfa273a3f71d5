import { createHmac, timingSafeEqual } from 'node:crypto';
import { rename } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { allClientPhotos } from '../clients/queries.ts';
import type { Queryable } from '../db/database.ts';
import { IMAGE_MEDIA_TYPES, type ImageStorage } from './images.ts';

export const CLIENT_PHOTOS_URL_PREFIX = '/client-photos/';

/**
 * A client's photo is shown by an <img>, which cannot send the bearer header, so the API answers
 * each client with a signed address: the photo's name and an expiry, signed with a key only the
 * server holds. Only a signed-in user who may read the client receives it; it stops working after
 * the expiry. Expiries are rounded to a whole window, so one photo keeps one address for a while
 * and the browser's private cache can serve it again.
 */
export interface ClientPhotoUrls {
  url(name: string | null): string | null;
  /** Whether the signature is the server's own for this name and has not expired. */
  isValid(name: string, expires: string | undefined, signature: string | undefined): boolean;
}

const WINDOW_SECONDS = 60 * 60;

export function createClientPhotoUrls(signingKey: Uint8Array, now: () => number = Date.now): ClientPhotoUrls {
  // A key of its own, derived from the token key: a photo signature can never pass for anything else.
  const key = createHmac('sha256', signingKey).update('client-photo-urls').digest();
  const sign = (name: string, expires: number) =>
    createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');
  return {
    url(name) {
      if (!name) return null;
      // Valid for one to two windows: long enough for a screen left open, short enough to leak little.
      const nowSeconds = Math.floor(now() / 1000);
      const expires = (Math.floor(nowSeconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return `${CLIENT_PHOTOS_URL_PREFIX}${encodeURIComponent(name)}?expires=${expires}&signature=${sign(name, expires)}`;
    },
    isValid(name, expires, signature) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 <= now()) return false;
      const expected = Buffer.from(sign(name, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * Serves the photos from their own storage (never under the public /uploads/): a missing, forged or
 * expired signature answers 404, like a photo that does not exist, and the answer is kept only in
 * the browser's private cache until the signature expires.
 */
export async function serveClientPhotos(app: FastifyInstance, storage: ImageStorage, urls: ClientPhotoUrls) {
  app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
    `${CLIENT_PHOTOS_URL_PREFIX}:name`,
    async (request, reply) => {
      const { name } = request.params;
      const { expires, signature } = request.query;
      const type = IMAGE_MEDIA_TYPES[extname(name)];
      const bytes = type && urls.isValid(name, expires, signature) ? await storage.read(name) : undefined;
      if (!bytes) return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
      const maxAge = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      return reply
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-disposition', `inline; filename="${name}"`)
        .type(type as string)
        .send(bytes);
    },
  );
}

/** Photos stored in the public folder by earlier versions move to the private one, once. */
export async function moveClientPhotosOutOfPublicFolder(
  db: Queryable,
  publicDir: string,
  privateDir: string,
) {
  for (const image of await allClientPhotos(db)) {
    const name = basename(image);
    await rename(join(publicDir, name), join(privateDir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
