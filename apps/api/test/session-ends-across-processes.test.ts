import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import { createSuperAdmin, registerOwner } from './support/accounts.ts';
import { sleep } from './support/judge.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Two server processes on one PostgreSQL database: a session ended through A is refused by B at
// once (LISTEN/NOTIFY on `user_sessions_changed`), not after B's 15-second bearer cache.
describe.skipIf(!process.env.DATABASE_URL)('sessions ended across server processes on postgres', () => {
  let a: TestServer;
  let b: FastifyInstance;
  let bUrl: string;
  beforeAll(async () => {
    a = await startTestServer('postgres');
    ({ app: b } = await startServer(a.config));
    bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const statusAtB = async (path: string, token: string) =>
    (await fetch(`${bUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
  /**
   * B's answer once it refuses the session, trying for at most `withinMs`: a message takes a moment
   * (longer on a loaded machine), yet far less than the 15 s after which B's cache would forget the
   * caller by itself. Until then B may answer 200, or 404 for a user already deleted (their record
   * is gone; the answer leaks nothing).
   */
  const refusedAtB = async (path: string, token: string, withinMs = 3_000) => {
    const started = Date.now();
    let status = await statusAtB(path, token);
    while ((status === 200 || status === 404) && Date.now() - started < withinMs) {
      await sleep(5);
      status = await statusAtB(path, token);
    }
    return status;
  };

  it('keeps a caller cached in B while nothing is announced (what the message must overcome)', async () => {
    const owner = await registerOwner(a);
    const path = `/api/users/${owner.id}`;
    expect(await statusAtB(path, owner.token)).toBe(200);
    // Ended behind the server's back: no message, so B still answers from its cache.
    await a.db.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [owner.id]);
    expect(await statusAtB(path, owner.token)).toBe(200);
  });

  it('refuses in B a token whose password was changed through A', async () => {
    const owner = await registerOwner(a);
    const path = `/api/users/${owner.id}`;
    expect(await statusAtB(path, owner.token)).toBe(200);
    const changed = await a.call('PUT', `/api/users/${owner.id}/change-password`, {
      token: owner.token,
      body: { oldPassword: owner.password, newPassword: 'another-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect(await refusedAtB(path, owner.token)).toBe(401);
    expect(await statusAtB(path, changed.body.token)).toBe(200);
  });

  it("refuses in B a user's token after an admin changes their role or deletes them through A", async () => {
    const admin = await createSuperAdmin(a);
    const demoted = await registerOwner(a);
    const deleted = await registerOwner(a);
    for (const user of [demoted, deleted])
      expect(await statusAtB(`/api/users/${user.id}`, user.token)).toBe(200);
    const promote = await a.call('PUT', `/api/users/${demoted.id}`, {
      token: admin.token,
      body: { role: 'SUPER_ADMIN' },
    });
    expect(promote.status).toBe(200);
    expect(await refusedAtB(`/api/users/${demoted.id}`, demoted.token)).toBe(401);
    expect((await a.call('DELETE', `/api/users/${deleted.id}`, { token: admin.token })).status).toBe(204);
    expect(await refusedAtB(`/api/users/${deleted.id}`, deleted.token)).toBe(401);
  });
});
