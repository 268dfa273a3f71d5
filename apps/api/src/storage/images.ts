import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../http/errors.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

/** Uploaded images in a folder, served back under /uploads/. */
export interface ImageStorage {
  /** Checks the bytes really are an accepted image and stores them; answers the stored name. */
  save(field: string, bytes: Buffer): Promise<string>;
  remove(name: string | null | undefined): Promise<void>;
}

export function imageUrl(name: string | null): string | null {
  return name ? `${UPLOADS_URL_PREFIX}${name}` : null;
}

export function createImageStorage(dir: string): ImageStorage {
  return {
    async save(field, bytes) {
      const type = await fileTypeFromBuffer(bytes);
      const extension = type ? ACCEPTED.get(type.mime) : undefined;
      if (!extension) throw badRequest(field, 'Please select an image file.');
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(dir, name), bytes);
      return name;
    },
    async remove(name) {
      if (name) await rm(join(dir, basename(name)), { force: true });
    },
  };
}
