import { afterEach, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import {
  type ProcessDatabase,
  processDatabase,
  runApiCommand,
  type ServerProcess,
  startServerProcess,
} from './support/server-process.ts';

// The passwords an earlier README printed for the demo accounts: no start may accept them.
const PUBLISHED = [
  { path: '/api/auth/authenticate/admin', phone: '9800000001', password: 'admin-demo-123' },
  { path: '/api/auth/authenticate/store', phone: '9800000002', password: 'owner-demo-123' },
];

// Each test starts server processes (migrations, PGlite's start): slow on a loaded machine.
const PROCESS_TESTS_MS = 180_000;

const signIn = async (url: string, path: string, phone: string, password: string) =>
  (
    await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, password }),
    })
  ).status;

describe.each(backends)('the first start on %s', (backend) => {
  let database: ProcessDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.drop();
    server = undefined;
    database = undefined;
  }, PROCESS_TESTS_MS);

  it(
    'a plain start creates no account: the published passwords are refused, and it says how to make an admin',
    async () => {
      database = await processDatabase(backend);
      server = await startServerProcess('src/main.ts', database.env);
      expect(server.output).toContain('No super admin yet');
      expect(server.output).not.toMatch(/password \S+/);
      for (const account of PUBLISHED) {
        expect(await signIn(server.url, account.path, account.phone, account.password)).toBe(401);
      }
    },
    PROCESS_TESTS_MS,
  );

  it(
    'ADMIN_PHONE and ADMIN_PASSWORD make the first super admin at start, once',
    async () => {
      database = await processDatabase(backend);
      const admin = { ADMIN_PHONE: '9800000099', ADMIN_PASSWORD: 'a-long-secret-1' };
      server = await startServerProcess('src/main.ts', { ...database.env, ...admin });
      expect(server.output).toContain('Super admin created for phone 9800000099');
      expect(await signIn(server.url, '/api/auth/authenticate/admin', '9800000099', 'a-long-secret-1')).toBe(
        200,
      );
      await server.stop();
      // A later start with other values changes nothing: there is a super admin already.
      server = await startServerProcess('src/main.ts', {
        ...database.env,
        ...admin,
        ADMIN_PASSWORD: 'another-1234',
      });
      expect(server.output).not.toContain('Super admin created');
      expect(await signIn(server.url, '/api/auth/authenticate/admin', '9800000099', 'another-1234')).toBe(
        401,
      );
    },
    PROCESS_TESTS_MS,
  );

  it(
    'create-admin makes a super admin, gives it a new password, and refuses bad input or an owner',
    async () => {
      database = await processDatabase(backend);
      const run = (env: Record<string, string>) =>
        runApiCommand('src/create-admin.ts', { ...database?.env, ...env });
      expect(await run({ ADMIN_PHONE: '98-123', ADMIN_PASSWORD: 'a-long-secret-1' })).toMatchObject({
        code: 2,
        output: expect.stringContaining('Phone number must be exactly 10 digits.'),
      });
      expect(await run({ ADMIN_PHONE: '9800000077', ADMIN_PASSWORD: 'short' })).toMatchObject({
        code: 2,
        output: expect.stringContaining('Password must be at least 8 characters.'),
      });
      expect((await run({ ADMIN_PHONE: '9800000077', ADMIN_PASSWORD: 'first-secret-1' })).output).toContain(
        'Super admin 9800000077: created.',
      );
      expect((await run({ ADMIN_PHONE: '9800000077', ADMIN_PASSWORD: 'second-secret-2' })).output).toContain(
        'Super admin 9800000077: password changed.',
      );
      server = await startServerProcess('src/main.ts', database.env);
      expect(server.output).not.toContain('No super admin yet');
      expect(await signIn(server.url, '/api/auth/authenticate/admin', '9800000077', 'first-secret-1')).toBe(
        401,
      );
      expect(await signIn(server.url, '/api/auth/authenticate/admin', '9800000077', 'second-secret-2')).toBe(
        200,
      );
      const owner = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Owner',
          phone: '9800000078',
          password: 'owner-secret-1',
          address: 'Baneshwor',
          district: 'Kathmandu',
        }),
      });
      expect(owner.status).toBe(201);
      if (backend === 'pglite') {
        // PGlite has one process at a time: the command is refused while the server runs.
        expect(await run({ ADMIN_PHONE: '9800000079', ADMIN_PASSWORD: 'while-running-1' })).toMatchObject({
          code: 1,
          output: expect.stringContaining('stop that server first'),
        });
        await server.stop();
      }
      expect(await run({ ADMIN_PHONE: '9800000078', ADMIN_PASSWORD: 'taken-over-1' })).toMatchObject({
        code: 1,
        output: expect.stringContaining("belongs to a gym owner's account"),
      });
    },
    PROCESS_TESTS_MS,
  );

  it(
    'the demo start prints working accounts with fresh passwords; the published ones stay refused',
    async () => {
      database = await processDatabase(backend);
      server = await startServerProcess('tools/demo/main.ts', database.env);
      const admin = /super admin: phone (\d+)\s+password (\S+)/.exec(server.output);
      const owner = /gym owner:\s+phone (\d+)\s+password (\S+)/.exec(server.output);
      expect(admin?.[2]).toMatch(/^[\w-]{12}$/);
      expect(owner?.[2]).toMatch(/^[\w-]{12}$/);
      expect(await signIn(server.url, '/api/auth/authenticate/admin', '9800000001', admin?.[2] ?? '')).toBe(
        200,
      );
      expect(await signIn(server.url, '/api/auth/authenticate/store', '9800000002', owner?.[2] ?? '')).toBe(
        200,
      );
      for (const account of PUBLISHED) {
        expect(await signIn(server.url, account.path, account.phone, account.password)).toBe(401);
      }
      // A second start prints no password: it was shown once.
      await server.stop();
      server = await startServerProcess('tools/demo/main.ts', database.env);
      expect(server.output).not.toContain('password');
    },
    PROCESS_TESTS_MS,
  );
});
