/**
 * Reads an uploaded image's dimensions from its own header and drops its metadata, in plain
 * TypeScript (no native decoder): a PNG, JPEG or WebP that claims an absurd size is refused before
 * any browser tries to decode it, and the camera's EXIF (location, device, time), comments and
 * text chunks never reach the uploads folder.
 */

export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface CleanedImage {
  width: number;
  height: number;
  /** The same image without its metadata. */
  bytes: Buffer;
}

export type ImageKind = 'png' | 'jpg' | 'webp';

/** Thrown for bytes whose structure does not hold together; the caller answers a 400. */
export class MalformedImage extends Error {}

function need(condition: boolean): asserts condition {
  if (!condition) throw new MalformedImage('The image file is damaged.');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text, time and EXIF chunks: metadata only, never needed to draw the picture. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function cleanPng(bytes: Buffer): CleanedImage {
  need(bytes.length >= 33 && bytes.subarray(0, 8).equals(PNG_SIGNATURE));
  need(bytes.toString('latin1', 12, 16) === 'IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let ended = false;
  while (!ended) {
    need(offset + 12 <= bytes.length);
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    need(end <= bytes.length);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    ended = type === 'IEND';
    offset = end;
  }
  return { width, height, bytes: Buffer.concat(kept) };
}

/** APP1 (EXIF, XMP), APP12 (camera notes), APP13 (Photoshop IPTC) and comments; APP0, the ICC
 * profile (APP2) and Adobe's colour transform (APP14) stay, as they change how the picture looks. */
function isJpegMetadata(marker: number): boolean {
  return marker === 0xe1 || marker === 0xec || marker === 0xed || marker === 0xfe;
}

function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function cleanJpeg(bytes: Buffer): CleanedImage {
  need(bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8);
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let size: { width: number; height: number } | undefined;
  let offset = 2;
  for (;;) {
    need(offset + 4 <= bytes.length && bytes[offset] === 0xff);
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // a fill byte before the marker
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    need(length >= 2 && end <= bytes.length);
    if (isStartOfFrame(marker)) {
      need(length >= 7);
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) {
      // Start of scan: the compressed data and everything after it are kept as they are.
      need(size !== undefined);
      kept.push(bytes.subarray(offset));
      return { ...size, bytes: Buffer.concat(kept) };
    }
    if (!isJpegMetadata(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
}

const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function webpSize(type: string, data: Buffer): { width: number; height: number } | undefined {
  if (type === 'VP8X') {
    need(data.length >= 10);
    return { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1 };
  }
  if (type === 'VP8 ') {
    need(data.length >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a);
    return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
  }
  if (type === 'VP8L') {
    need(data.length >= 5 && data[0] === 0x2f);
    const bits = data.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

function cleanWebp(bytes: Buffer): CleanedImage {
  need(bytes.length >= 20 && bytes.toString('latin1', 0, 4) === 'RIFF');
  need(bytes.toString('latin1', 8, 12) === 'WEBP');
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const kept: Buffer[] = [];
  let size: { width: number; height: number } | undefined;
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const type = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const dataEnd = offset + 8 + length;
    need(dataEnd <= riffEnd);
    // The extended header's size wins over the frame's (it is the canvas of an animation).
    size = size && type !== 'VP8X' ? size : (webpSize(type, bytes.subarray(offset + 8, dataEnd)) ?? size);
    const end = Math.min(riffEnd, dataEnd + (length % 2));
    if (!WEBP_METADATA_CHUNKS.has(type)) {
      const chunk = Buffer.from(bytes.subarray(offset, end));
      // The extended header says which metadata chunks follow: none any more.
      if (type === 'VP8X') chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      kept.push(chunk);
    }
    offset = end;
  }
  need(size !== undefined);
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return { ...size, bytes: Buffer.concat([header, body]) };
}

const CLEANERS: Record<ImageKind, (bytes: Buffer) => CleanedImage> = {
  png: cleanPng,
  jpg: cleanJpeg,
  webp: cleanWebp,
};

/** The image's dimensions and its bytes without metadata; throws MalformedImage when unreadable. */
export function cleanImage(kind: ImageKind, bytes: Buffer): CleanedImage {
  return CLEANERS[kind](bytes);
}

/** Whether a decoder could be asked to draw this many pixels without harm. */
export function isReasonableSize({ width, height }: { width: number; height: number }): boolean {
  return (
    width > 0 &&
    height > 0 &&
    width <= MAX_IMAGE_SIDE &&
    height <= MAX_IMAGE_SIDE &&
    width * height <= MAX_IMAGE_PIXELS
  );
}
