import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, configFromEnv } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { Database } from '../../src/db/database.ts';
import { type ServerOptions, startServer } from '../../src/server.ts';
import { type Backend, createScratchDatabase } from './backends.ts';

export const TEST_TOKEN_SECRET = 'test-secret-that-signs-test-tokens-only';

export interface TestServer {
  url: string;
  config: Config;
  /** Direct database access, for arranging what no API call can (a super admin, an expired subscription). */
  db: Database;
  /** What the handlers work with, for looking at the server's own state (open event streams). */
  ctx: AppContext;
  /** fetch against the server; a JSON body is sent as JSON, FormData as multipart. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<TestAnswer>;
  close(): Promise<void>;
}

export interface TestAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in the tests
  body: any;
  headers: Headers;
}

/**
 * The real server on a random port, on a fresh database of the given backend (or, with
 * `overrides.databaseUrl`, on that one: a second process of the same deployment).
 */
export async function startTestServer(
  backend: Backend,
  overrides: Partial<Config> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const scratch =
    backend === 'postgres' && !overrides.databaseUrl ? await createScratchDatabase() : undefined;
  const uploads = await mkdtemp(join(tmpdir(), 'gym-uploads-'));
  const privateFiles = await mkdtemp(join(tmpdir(), 'gym-private-'));
  const config: Config = {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: scratch?.url,
    dataDir: undefined,
    uploadsDir: uploads,
    clientPhotosDir: join(privateFiles, 'client-photos'),
    tokenSecret: TEST_TOKEN_SECRET,
    logLevel: 'silent',
    webDist: join(uploads, 'no-web-app'),
    widgetDist: join(uploads, 'no-widget'),
    // Tests register many accounts from one address, and name other addresses in X-Forwarded-For.
    registrationsPerAddressPerHour: 10_000,
    trustProxy: true,
    ...overrides,
  };
  const { app, ctx } = await startServer(config, options);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    config,
    db: ctx.db,
    ctx,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: RequestInit['body'];
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${url}${path}`, { method, headers, ...(body ? { body } : {}) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await app.close();
      await scratch?.drop();
      await rm(uploads, { recursive: true, force: true });
      await rm(privateFiles, { recursive: true, force: true });
    },
  };
}
