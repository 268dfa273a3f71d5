import { describe, expect, it } from 'vitest';
import { cleanImage, isReasonableSize, MalformedImage } from '../src/storage/image-bytes.ts';
import { tinyPng } from './support/images.ts';

/** A JPEG's segment: marker and its length-prefixed data. */
function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

function jpeg(width: number, height: number): { bytes: Buffer; withoutMetadata: Buffer } {
  const app0 = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const exif = segment(0xe1, Buffer.from('Exif\0\0GPS 27.7172N 85.3240E', 'latin1'));
  const comment = segment(0xfe, Buffer.from('taken at the owner’s home', 'utf8'));
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  const sof = segment(0xc0, frame);
  const scan = Buffer.concat([
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
  const soi = Buffer.from([0xff, 0xd8]);
  return {
    bytes: Buffer.concat([soi, app0, exif, comment, sof, scan]),
    withoutMetadata: Buffer.concat([soi, app0, sof, scan]),
  };
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

function webp(width: number, height: number, withExif: boolean): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = withExif ? 0x08 : 0;
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const frame = Buffer.from([0x2f, 0, 0, 0, 0]); // VP8L, 1x1
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', frame),
    ...(withExif ? [riffChunk('EXIF', Buffer.from('GPS 27.7N', 'latin1'))] : []),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

describe('uploaded image bytes', () => {
  it('reads a PNG’s size from its header and drops its text chunks', () => {
    const cleaned = cleanImage('png', tinyPng({ text: 'GPS 27.7N' }));
    expect(cleaned).toMatchObject({ width: 1, height: 1 });
    expect(cleaned.bytes).toEqual(tinyPng());
    expect(cleanImage('png', tinyPng({ claimed: [50_000, 50_000] }))).toMatchObject({ width: 50_000 });
  });

  it('reads a JPEG’s size from its frame header and drops EXIF and comments, keeping the rest', () => {
    const { bytes, withoutMetadata } = jpeg(640, 480);
    expect(cleanImage('jpg', bytes)).toEqual({ width: 640, height: 480, bytes: withoutMetadata });
  });

  it('reads a WebP’s canvas size and drops its EXIF chunk and flag', () => {
    expect(cleanImage('webp', webp(800, 600, true))).toEqual({
      width: 800,
      height: 600,
      bytes: webp(800, 600, false),
    });
  });

  it('refuses sizes no phone photo has', () => {
    expect(isReasonableSize({ width: 4000, height: 3000 })).toBe(true);
    expect(isReasonableSize({ width: 50_000, height: 50_000 })).toBe(false);
    expect(isReasonableSize({ width: 10_001, height: 1 })).toBe(false);
    expect(isReasonableSize({ width: 9000, height: 9000 })).toBe(false);
    expect(isReasonableSize({ width: 0, height: 10 })).toBe(false);
  });

  it('calls truncated or inconsistent files damaged', () => {
    const png = tinyPng();
    expect(() => cleanImage('png', png.subarray(0, png.length - 8))).toThrow(MalformedImage);
    expect(() => cleanImage('jpg', jpeg(10, 10).bytes.subarray(0, 30))).toThrow(MalformedImage);
    expect(() => cleanImage('webp', webp(10, 10, false).subarray(0, 24))).toThrow(MalformedImage);
  });
});
