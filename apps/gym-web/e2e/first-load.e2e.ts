import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const get = (path: string) => fetch(`${baseUrl()}${path}`, { headers: BROWSER_ENCODINGS });

/** What the production build and the server give a first visit, before any script runs. */
describe('first load of the built app', () => {
  it('sends the HTML brotli-compressed and revalidated, and every asset it names compressed for a year', async () => {
    const page = await get('/login');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg"');

    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    );
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const answer = await get(asset as string);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      const encoding = answer.headers.get('content-encoding');
      const bytes = (await answer.arrayBuffer()).byteLength;
      // The build leaves a file uncompressed only where compressing would not pay (a few bytes).
      if (encoding === null) expect(bytes, asset).toBeLessThan(200);
      else expect(encoding, asset).toBe('br');
    }
  });

  it('has a robots.txt and a favicon of its own, not the app', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*/);
    const favicon = await get('/favicon.svg');
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await favicon.text()).toContain('<svg');
  });

  it('serves the judge widget script the README embeds, compressed, to any origin', async () => {
    const script = await fetch(`${baseUrl()}/judge-results.js`, {
      headers: { ...BROWSER_ENCODINGS, origin: 'https://federation.example' },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(await script.text()).toContain('judge-results');
  });
});
