import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import {
  type ProcessDatabase,
  processDatabase,
  type ServerProcess,
  startServerProcess,
} from './support/server-process.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Server processes (migrations, PGlite's start) are slow on a loaded machine.
const PROCESS_TESTS_MS = 180_000;

/** Reads a whole answer of a raw request. */
const bodyOf = (response: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
    });
    response.on('end', () => resolve(text));
    response.on('error', reject);
  });

describe.each(backends)('health and readiness on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('/healthz and /readyz answer 200, never cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await server.call('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'ok' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/readyz answers 503 when a migration of this version is missing from the database', async () => {
    const [last] = await server.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    await server.db.query('DELETE FROM schema_migrations WHERE name = $1', [last?.name]);
    try {
      const answer = await server.call('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        message: 'The database lacks migrations of this version.',
        code: 'NOT_READY',
      });
      expect((await server.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await server.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last?.name]);
    }
    expect((await server.call('GET', '/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 once the process is draining', async () => {
    server.ctx.readiness.drain();
    const answer = await server.call('GET', '/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('The server is stopping.');
  });
});

describe.each(backends)('a process told to stop, on %s', (backend) => {
  let database: ProcessDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await processDatabase(backend);
    server = await startServerProcess('src/main.ts', {
      ...database.env,
      DRAIN_SECONDS: '3',
      LOG_LEVEL: 'info',
    });
  }, PROCESS_TESTS_MS);
  afterAll(async () => {
    await server.stop();
    await database.drop();
  }, PROCESS_TESTS_MS);

  it(
    'fails /readyz first, closes its event streams, finishes the request in flight, and exits',
    async () => {
      const { hostname, port } = new URL(server.url);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      // A viewer's event stream, open and sent its first state.
      const stream = await new Promise<IncomingMessage>((resolve, reject) => {
        httpRequest({ hostname, port, path: '/public/api/judge/platforms/1/events' }, resolve)
          .on('error', reject)
          .end();
      });
      expect(stream.headers['content-type']).toContain('text/event-stream');
      const streamText = bodyOf(stream);

      // A registration whose body is half sent when the signal comes.
      const body = JSON.stringify({
        name: 'Late Owner',
        phone: '9841000000',
        password: 'correct-horse-9',
        address: 'Baneshwor',
        district: 'Kathmandu',
      });
      const registration = httpRequest({
        hostname,
        port,
        method: 'POST',
        path: '/api/auth/register',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        registration.on('response', resolve).on('error', reject);
      });
      const half = Math.floor(body.length / 2);
      registration.write(body.slice(0, half));
      await new Promise((resolve) => setTimeout(resolve, 200));

      server.signal('SIGTERM');
      // Not ready as soon as the signal is handled, while the port still answers (DRAIN_SECONDS).
      let readiness = await fetch(`${server.url}/readyz`);
      while (readiness.status === 200) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        readiness = await fetch(`${server.url}/readyz`);
      }
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ message: 'The server is stopping.', code: 'NOT_READY' });

      // The stream ends (its viewer reconnects elsewhere) while the registration is still arriving.
      expect(await streamText).toContain('data: ');
      registration.end(body.slice(half));
      const response = await answered;
      expect(response.statusCode).toBe(201);
      expect(JSON.parse(await bodyOf(response)).token).toEqual(expect.any(String));

      expect(await server.exited).toBe(0);
      expect(server.log()).toContain('stopping: no longer ready');
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    },
    PROCESS_TESTS_MS,
  );
});
