import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { enumHandlers } from '../src/enums/handlers.ts';
import { STATIC_ANSWER_CACHE_CONTROL } from '../src/http/api-caching.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('HTTP surface', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  const get = (path: string, origin?: string) =>
    fetch(`${server.url}${path}`, origin ? { headers: { origin } } : {});

  it('answers the public judge feed to any origin, and the empty state for a platform no meet has', async () => {
    const response = await get('/public/api/judge/combined-data?platformId=3', 'https://federation.example');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      liftData: { lifterData: null, platformData: { lift: 'S' } },
      judgeResults: { '1': null, '2': null, '3': null },
      judgeCards: { '1': null, '2': null, '3': null },
    });
    expect((await get('/public/api/judge/combined-data?platformId=0')).status).toBe(400);
  });

  it('keeps every other call same-origin', async () => {
    const response = await get('/api/enums/district', 'https://elsewhere.example');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the security headers on every answer', async () => {
    const response = await get('/api/enums/district');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });

  it("lets browsers keep the fixed lists (the contract's x-static) a day, and nothing else", async () => {
    for (const list of ['district', 'payment-type', 'payment-status', 'user-role']) {
      const response = await get(`/api/enums/${list}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(STATIC_ANSWER_CACHE_CONTROL);
    }
    expect(STATIC_ANSWER_CACHE_CONTROL).toBe('public, max-age=86400');
    expect((await get('/api/no-such-thing')).headers.get('cache-control')).toBe('no-store');
  });

  it("answers the product team's number from SUPPORT_PHONE, in E.164, and null when none is configured", async () => {
    expect(configFromEnv({ SUPPORT_PHONE: '+977 980-0000000' }).supportPhone).toBe('+9779800000000');
    expect(
      configFromEnv({ SUPPORT_PHONE: '077 123 4567', PLATFORM_TIME_ZONE: 'Asia/Colombo' }).supportPhone,
    ).toBe('+94771234567');
    const unset = await get('/api/support-contact');
    expect(unset.headers.get('cache-control')).toBe(STATIC_ANSWER_CACHE_CONTROL);
    expect(await unset.json()).toEqual({ phone: null });
    // Configured: the same handler answers the number (no second server for one line of config).
    expect(await enumHandlers({ supportPhone: '+9779812345678' }).getSupportContact()).toEqual({
      phone: '+9779812345678',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });
});
