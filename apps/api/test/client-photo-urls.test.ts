import { describe, expect, it } from 'vitest';
import { createClientPhotoUrls } from '../src/storage/client-photos.ts';

describe('client photo addresses', () => {
  const key = new TextEncoder().encode('a key for these tests');
  const at = (seconds: number) => () => seconds * 1000;

  const partsOf = (url: string | null) => {
    const address = new URL(url ?? '', 'http://localhost');
    return {
      name: decodeURIComponent(address.pathname.split('/').pop() ?? ''),
      expires: address.searchParams.get('expires') ?? undefined,
      signature: address.searchParams.get('signature') ?? undefined,
    };
  };

  it('has no address without a photo', () => {
    expect(createClientPhotoUrls(key).url(null)).toBeNull();
  });

  it('keeps one address within an hour and lets it expire between one and two hours later', () => {
    const issued = createClientPhotoUrls(key, at(7200 + 10));
    const url = issued.url('a.png');
    expect(createClientPhotoUrls(key, at(7200 + 3500)).url('a.png')).toBe(url);
    const { name, expires, signature } = partsOf(url);
    expect(Number(expires)).toBe(7200 + 7200);
    expect(createClientPhotoUrls(key, at(7200 + 7199)).isValid(name, expires, signature)).toBe(true);
    expect(createClientPhotoUrls(key, at(7200 + 7200)).isValid(name, expires, signature)).toBe(false);
  });

  it('refuses another key, another name and a missing or malformed part', () => {
    const urls = createClientPhotoUrls(key, at(100));
    const { name, expires, signature } = partsOf(urls.url('a.png'));
    expect(urls.isValid(name, expires, signature)).toBe(true);
    const otherKey = createClientPhotoUrls(new TextEncoder().encode('another key'), at(100));
    expect(otherKey.isValid(name, expires, signature)).toBe(false);
    expect(urls.isValid('b.png', expires, signature)).toBe(false);
    expect(urls.isValid(name, undefined, signature)).toBe(false);
    expect(urls.isValid(name, expires, undefined)).toBe(false);
    expect(urls.isValid(name, '1e99', signature)).toBe(false);
  });
});
