import { deflateSync } from 'node:zlib';

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real, decodable 1x1 PNG built in code, for upload tests; `claimed` puts other dimensions in its
 * header, `text` adds a metadata chunk before the pixels.
 */
export function tinyPng(options: { claimed?: [number, number]; text?: string } = {}): Buffer {
  const [width, height] = options.claimed ?? [1, 1];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const pixelRow = Buffer.from([0, 200, 30, 30]); // filter byte + one red-ish pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(options.text === undefined ? [] : [chunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))]),
    chunk('IDAT', deflateSync(pixelRow)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
