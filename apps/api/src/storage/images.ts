import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import {
  cleanImage,
  type ImageKind,
  isReasonableSize,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MalformedImage,
} from './image-bytes.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const ACCEPTED = new Map<string, ImageKind>([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

/** The media type of a stored image, by the extension its name was given when it was checked. */
export const IMAGE_MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** A stored image's name as `save` makes them: nothing else is ever read, so no path leaves the store. */
export const isStoredImageName = (name: string): boolean =>
  name === basename(name) && /^[\w-]{1,100}\.(jpg|png|webp)$/.test(name);

/**
 * Uploaded images: in a folder of DATA_DIR (the embedded default, one machine), or in PostgreSQL
 * when the server runs on one, so every process of a deployment reads what any of them stored
 * (decision 0055).
 */
export interface ImageStorage {
  /**
   * Checks the bytes really are an accepted image of a sensible size and stores them without their
   * metadata; answers the stored name.
   */
  save(field: string, bytes: Buffer): Promise<string>;
  remove(name: string | null | undefined): Promise<void>;
  /** The stored image of that name, or undefined when there is none. */
  read(name: string): Promise<Buffer | undefined>;
}

export function imageUrl(name: string | null): string | null {
  return name ? `${UPLOADS_URL_PREFIX}${name}` : null;
}

function cleanOrRefuse(field: string, kind: ImageKind, bytes: Buffer): Buffer {
  try {
    const image = cleanImage(kind, bytes);
    if (!isReasonableSize(image)) {
      throw badRequest(
        field,
        `The image is ${image.width}x${image.height} pixels; it may be at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      );
    }
    return image.bytes;
  } catch (error) {
    if (error instanceof MalformedImage)
      throw badRequest(field, 'The image file is damaged. Please select another.');
    throw error;
  }
}

/** The checked image without its metadata, and the fresh name it is stored under. */
async function checkedImage(field: string, bytes: Buffer): Promise<{ name: string; cleaned: Buffer }> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? ACCEPTED.get(type.mime) : undefined;
  if (!extension) throw badRequest(field, 'Please select an image file.');
  return { name: `${randomUUID()}.${extension}`, cleaned: cleanOrRefuse(field, extension, bytes) };
}

/** Images as files of one folder. */
export function createImageStorage(dir: string): ImageStorage {
  return {
    async save(field, bytes) {
      const { name, cleaned } = await checkedImage(field, bytes);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), cleaned);
      return name;
    },
    async remove(name) {
      if (name) await rm(join(dir, basename(name)), { force: true });
    },
    async read(name) {
      if (!isStoredImageName(name)) return undefined;
      return readFile(join(dir, name)).catch(() => undefined);
    },
  };
}

export type StoredImageKind = 'public' | 'client-photo';

/** Images as rows of `stored_images` (migration 033), one kind of them. */
export function createDatabaseImageStorage(db: Queryable, kind: StoredImageKind): ImageStorage {
  return {
    async save(field, bytes) {
      const { name, cleaned } = await checkedImage(field, bytes);
      await db.query('INSERT INTO stored_images (kind, name, bytes) VALUES ($1, $2, $3)', [
        kind,
        name,
        cleaned,
      ]);
      return name;
    },
    async remove(name) {
      if (name)
        await db.query('DELETE FROM stored_images WHERE kind = $1 AND name = $2', [kind, basename(name)]);
    },
    async read(name) {
      if (!isStoredImageName(name)) return undefined;
      const [row] = await db.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM stored_images WHERE kind = $1 AND name = $2',
        [kind, name],
        { preparedAs: 'stored_image' },
      );
      return row ? Buffer.from(row.bytes) : undefined;
    },
  };
}

/**
 * The images an earlier version (or the embedded default) kept in a folder, copied into the
 * database once: a deployment that moves to PostgreSQL storage keeps its logos and photos.
 */
export async function copyFolderIntoDatabase(db: Queryable, dir: string, kind: StoredImageKind) {
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (name) => isStoredImageName(name) && IMAGE_MEDIA_TYPES[extname(name)],
  );
  if (names.length === 0) return;
  const copied = await db.query<{ name: string }>(
    'SELECT name FROM stored_images WHERE kind = $1 AND name = ANY($2::text[])',
    [kind, names],
  );
  const done = new Set(copied.map((row) => row.name));
  for (const name of names.filter((candidate) => !done.has(candidate))) {
    await db.query(
      'INSERT INTO stored_images (kind, name, bytes) VALUES ($1, $2, $3) ON CONFLICT (kind, name) DO NOTHING',
      [kind, name, await readFile(join(dir, name))],
    );
  }
}

/**
 * The public images under /uploads/, from whichever storage holds them. A stored name is never
 * reused (a new upload, a new name), so browsers and proxies may keep each for a year.
 */
export async function serveUploadedImages(app: FastifyInstance, storage: ImageStorage) {
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const type = IMAGE_MEDIA_TYPES[extname(name)];
    const bytes = type ? await storage.read(name) : undefined;
    if (!type || !bytes) return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    return (
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Shown in the page, never run or saved under a name of the uploader's choosing.
        .header('content-disposition', `inline; filename="${name}"`)
        .type(type)
        .send(bytes)
    );
  });
}
