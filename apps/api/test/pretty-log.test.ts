import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isWorthALine, prettyLogStream } from '../src/http/pretty-log.ts';

describe('the pretty log of the first look', () => {
  it('prints one short line per request that matters, none for the door device or files, errors with their cause', async () => {
    const out = new PassThrough();
    let printed = '';
    out.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    const app = Fastify({ logger: { level: 'info', stream: prettyLogStream(out) } });
    app.get('/iclock/getrequest', async () => 'OK');
    app.get('/assets/index-abc.js', async () => 'export {}');
    app.get('/api/gyms', async () => []);
    app.post('/api/clients', async (_request, reply) => reply.code(201).send({ id: 1 }));
    app.get('/api/broken', async () => {
      throw new Error('the database went away');
    });
    app.get('/api/noisy', async (request) => {
      request.log.warn('demo device: no answer');
      return {};
    });
    for (let poll = 0; poll < 5; poll++) await app.inject({ url: '/iclock/getrequest?SN=DEMO-K40PRO-0001' });
    await app.inject({ url: '/assets/index-abc.js' });
    await app.inject({ url: '/api/gyms?page=0' });
    await app.inject({ method: 'POST', url: '/api/clients' });
    await app.inject({ url: '/api/broken' });
    await app.inject({ url: '/api/noisy' });
    await app.close();

    const lines = printed.trimEnd().split('\n');
    const time = '\\d\\d:\\d\\d:\\d\\d';
    expect(printed).not.toContain('iclock');
    expect(printed).not.toContain('/assets/');
    expect(printed).not.toContain('{');
    expect(lines[0]).toMatch(new RegExp(`^${time}  GET /api/gyms  200  \\d+ ms$`));
    expect(lines[1]).toMatch(new RegExp(`^${time}  POST /api/clients  201  \\d+ ms$`));
    expect(lines[2]).toMatch(new RegExp(`^${time}  error  the database went away$`));
    expect(lines[3]).toMatch(/^Error: the database went away$/);
    const rest = lines.slice(4).filter((line) => !line.startsWith('    at '));
    expect(rest[0]).toMatch(new RegExp(`^${time}  GET /api/broken  500  \\d+ ms$`));
    expect(rest[1]).toMatch(new RegExp(`^${time}  warn   demo device: no answer$`));
    expect(rest[2]).toMatch(new RegExp(`^${time}  GET /api/noisy  200  \\d+ ms$`));
    expect(rest.length).toBe(3);
  });

  it('keeps failures of quiet requests, and every write', () => {
    expect(isWorthALine('GET', '/iclock/cdata?SN=X', 200)).toBe(false);
    expect(isWorthALine('POST', '/iclock/cdata?SN=X', 200)).toBe(false);
    expect(isWorthALine('POST', '/iclock/cdata?SN=X', 500)).toBe(true);
    expect(isWorthALine('GET', '/uploads/logo.png', 304)).toBe(false);
    expect(isWorthALine('GET', '/uploads/missing.png', 404)).toBe(true);
    expect(isWorthALine('GET', '/dashboard', 200)).toBe(false);
    expect(isWorthALine('DELETE', '/api/clients/3', 204)).toBe(true);
  });
});
