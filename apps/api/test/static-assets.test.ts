import { rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_APP, WIDGET_SCRIPT, writeBuiltFiles } from './support/built-files.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, still compressed (fetch would decompress them). */
  body: Buffer;
}

function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The body as the browser reads it, undoing the content-encoding the server chose. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  if (encoding === undefined) return answer.body.toString();
  throw new Error(`unexpected content-encoding ${encoding}`);
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

describe('the built web app and the widget script', () => {
  let server: TestServer;
  let builtRoot: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(`${server.url}${path}`, headers);

  beforeAll(async () => {
    const built = await writeBuiltFiles();
    builtRoot = built.root;
    server = await startTestServer('pglite', { webDist: built.webDist, widgetDist: built.widgetDist });
  });
  afterAll(async () => {
    await server.close();
    await rm(builtRoot, { recursive: true, force: true });
  });

  describe('compression follows Accept-Encoding', () => {
    it.each([
      [BROWSER_ENCODINGS, 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', 'no encoding'],
    ])('%s gets %s', async (acceptEncoding, encoding) => {
      const expected = encoding === 'no encoding' ? undefined : encoding;
      for (const path of ['/', '/assets/index-Dx3k9Qa1.js', '/judge-results.js']) {
        const answer = await get(path, { 'accept-encoding': acceptEncoding });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-encoding'], path).toBe(expected);
        expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
      }
      expect(decoded(await get('/', { 'accept-encoding': acceptEncoding }))).toBe(BUILT_APP['index.html']);
      expect(decoded(await get('/assets/index-Dx3k9Qa1.js', { 'accept-encoding': acceptEncoding }))).toBe(
        BUILT_APP['assets/index-Dx3k9Qa1.js'],
      );
      expect(decoded(await get('/judge-results.js', { 'accept-encoding': acceptEncoding }))).toBe(
        WIDGET_SCRIPT,
      );
    });

    it('sends a file the build did not compress as it is', async () => {
      const answer = await get('/robots.txt', { 'accept-encoding': BROWSER_ENCODINGS });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(BUILT_APP['robots.txt']);
    });

    it('keeps the compressed twins off their own addresses', async () => {
      expect((await get('/assets/index-Dx3k9Qa1.js.br')).status).toBe(404);
    });
  });

  describe('caching', () => {
    it('keeps hashed assets a year, unchanged', async () => {
      const answer = await get('/assets/index-Dx3k9Qa1.js', { 'accept-encoding': BROWSER_ENCODINGS });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    });

    it('has the browser revalidate the HTML every time', async () => {
      for (const path of ['/', '/index.html']) {
        const answer = await get(path, { 'accept-encoding': BROWSER_ENCODINGS });
        expect(answer.headers['cache-control'], path).toBe('no-cache');
        expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
        const etag = answer.headers.etag as string;
        expect(etag, path).toBeTruthy();
        const again = await get(path, { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': etag });
        expect(again.status, path).toBe(304);
      }
    });

    it('answers a deep link with index.html, not cached', async () => {
      for (const path of ['/clients', '/gyms/edit/3', '/judge-results?theme=dark']) {
        const answer = await get(path, { 'accept-encoding': BROWSER_ENCODINGS });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], path).toBe('no-cache');
        expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
        expect(decoded(answer), path).toBe(BUILT_APP['index.html']);
      }
      const head = await rawRequest(`${server.url}/clients`, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  describe('files that are not the app', () => {
    it('serves robots.txt and the favicon as themselves', async () => {
      const robots = await get('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toMatch(/^text\/plain/);
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
      const favicon = await get('/favicon.svg', { 'accept-encoding': BROWSER_ENCODINGS });
      expect(favicon.status).toBe(200);
      expect(favicon.headers['content-type']).toBe('image/svg+xml');
      expect(decoded(favicon)).toBe(BUILT_APP['favicon.svg']);
    });

    it('answers a missing file with 404, never with the app', async () => {
      for (const path of ['/assets/index-Old0000.js', '/favicon.ico', '/uploads/gone.png']) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.headers['content-type'], path).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body.toString()), path).toEqual({
          message: 'Not found.',
          code: 'NOT_FOUND',
        });
      }
    });
  });

  describe('the widget script at /judge-results.js', () => {
    it('answers a page of any origin, cached briefly and revalidated by its ETag', async () => {
      const answer = await get('/judge-results.js', {
        origin: 'https://federation.example',
        'accept-encoding': BROWSER_ENCODINGS,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      const etag = answer.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const unchanged = await get('/judge-results.js', {
        'accept-encoding': BROWSER_ENCODINGS,
        'if-none-match': etag,
      });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged.headers.etag).toBe(etag);
      // Another encoding is another representation: its own ETag, so no 304 across them.
      const plain = await get('/judge-results.js', { 'accept-encoding': 'identity', 'if-none-match': etag });
      expect(plain.status).toBe(200);
      expect(plain.headers.etag).not.toBe(etag);
    });

    it('says the script is not available where the widget was not built', async () => {
      const bare = await startTestServer('pglite');
      try {
        const answer = await rawRequest(`${bare.url}/judge-results.js`);
        expect(answer.status).toBe(404);
        expect(JSON.parse(answer.body.toString())).toEqual({
          message: 'The judge widget script is not available on this server.',
          code: 'NOT_FOUND',
        });
      } finally {
        await bare.close();
      }
    });
  });
});
