import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { credentialBox } from '../src/payment-gateways/credential-box.ts';

describe('merchant credentials sealed at rest', () => {
  const box = credentialBox(randomBytes(32));
  const credentials = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' };

  it('opens what it sealed, and the sealed text reveals nothing of it', () => {
    const sealed = box.seal('gym:1:ESEWA', credentials);
    expect(box.open('gym:1:ESEWA', sealed)).toEqual(credentials);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('EPAYTEST');
    // A fresh nonce each time: the same credentials never seal to the same text.
    expect(box.seal('gym:1:ESEWA', credentials)).not.toBe(sealed);
  });

  it("does not open a changed text, another gym's row, or under another key", () => {
    const sealed = box.seal('gym:1:ESEWA', credentials);
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(box.open('gym:1:ESEWA', bytes.toString('base64'))).toBeNull();
    expect(box.open('gym:2:ESEWA', sealed)).toBeNull();
    expect(credentialBox(randomBytes(32)).open('gym:1:ESEWA', sealed)).toBeNull();
    expect(box.open('gym:1:ESEWA', '')).toBeNull();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => credentialBox(randomBytes(16))).toThrow('PAYMENT_CREDENTIALS_KEY');
  });
});
