import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
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

/** Uploaded images in a folder, served back under /uploads/. */
export interface ImageStorage {
  /**
   * Checks the bytes really are an accepted image of a sensible size and stores them without their
   * metadata; answers the stored name.
   */
  save(field: string, bytes: Buffer): Promise<string>;
  remove(name: string | null | undefined): Promise<void>;
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

export function createImageStorage(dir: string): ImageStorage {
  return {
    async save(field, bytes) {
      const type = await fileTypeFromBuffer(bytes);
      const extension = type ? ACCEPTED.get(type.mime) : undefined;
      if (!extension) throw badRequest(field, 'Please select an image file.');
      const cleaned = cleanOrRefuse(field, extension, bytes);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(dir, name), cleaned);
      return name;
    },
    async remove(name) {
      if (name) await rm(join(dir, basename(name)), { force: true });
    },
  };
}
