import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { keptKey } from '../storage/kept-keys.ts';

/** The first byte of every sealed text: the format (AES-256-GCM, 12-byte nonce, 16-byte tag). */
const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Merchant credentials sealed at rest with AES-256-GCM under the server's key: the database alone
 * (a dump, a backup) never reveals them, and a sealed text changed by a single bit does not open.
 * The gym and gateway are the additional data, so a sealed text copied to another gym's row does
 * not open there either.
 */
export interface CredentialBox {
  seal(owner: string, credentials: Record<string, string>): string;
  /** The credentials, or null when the text was not sealed with this key for this owner. */
  open(owner: string, sealed: string): Record<string, string> | null;
}

export function credentialBox(key: Buffer): CredentialBox {
  if (key.length !== 32)
    throw new Error('PAYMENT_CREDENTIALS_KEY must be 32 bytes (44 characters of base64)');
  return {
    seal(owner, credentials) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]).toString('base64');
    },
    open(owner, sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length < 1 + NONCE_BYTES + TAG_BYTES || bytes[0] !== VERSION) return null;
      const nonce = bytes.subarray(1, 1 + NONCE_BYTES);
      const tag = bytes.subarray(1 + NONCE_BYTES, 1 + NONCE_BYTES + TAG_BYTES);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce);
        decipher.setAAD(Buffer.from(owner));
        decipher.setAuthTag(tag);
        const text = Buffer.concat([
          decipher.update(bytes.subarray(1 + NONCE_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        const parsed: unknown = JSON.parse(text.toString('utf8'));
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * PAYMENT_CREDENTIALS_KEY (base64 of 32 bytes; the same in every process of a deployment), else a
 * key generated once into DATA_DIR.
 */
export async function paymentCredentialsKey(config: Config): Promise<Buffer> {
  if (config.paymentCredentialsKey) return Buffer.from(config.paymentCredentialsKey, 'base64');
  return keptKey(config.dataDir, 'payment-credentials.key');
}
