import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Base64 HMAC-SHA256 (eSewa). */
export const hmacBase64 = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64');

/** Hex HMAC-SHA256 (Razorpay, WhatsApp); over the exact bytes given, so a raw body stays raw. */
export const hmacHex = (secret: string, bytes: string | Buffer): string =>
  createHmac('sha256', secret).update(bytes).digest('hex');

/** Upper-case hex MD5 (PayHere). */
export const md5Upper = (text: string): string => createHash('md5').update(text).digest('hex').toUpperCase();

/** Whether a received signature is the expected one, compared in constant time. */
export function sameSignature(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
