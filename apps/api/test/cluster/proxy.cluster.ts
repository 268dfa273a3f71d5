import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lifterNamed } from '@gym/judge-core/fixtures';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMS_SETTINGS } from '../../src/sms/default-settings.ts';
import { addDays, todayIn } from '../../src/time.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../tools/scratch-database.ts';
import { writeBuiltFiles } from '../support/built-files.ts';
import { multipartForm } from '../support/forms.ts';
import { tinyPng } from '../support/images.ts';
import { openEvents, sleep } from '../support/judge.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const PROCESSES = 3;
// A port range of its own, away from the product's 3000 and the cluster's default 8080.
const PROXY_PORT = 28_000 + Math.floor(Math.random() * 1_000) * 5;
const proxy = `http://127.0.0.1:${PROXY_PORT}`;
const processUrls = Array.from({ length: PROCESSES }, (_, i) => `http://127.0.0.1:${PROXY_PORT + i + 1}`);

let database: ScratchDatabase;
let runDir: string;
let built: Awaited<ReturnType<typeof writeBuiltFiles>>;

const cluster = async (command: string) => {
  const { stdout } = await promisify(execFile)('bash', [join(repoRoot, 'scripts', 'cluster.sh'), command], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      CLUSTER_PORT: String(PROXY_PORT),
      CLUSTER_PROCESSES: String(PROCESSES),
      CLUSTER_DIR: runDir,
      CLUSTER_BUILD: '0',
      WEB_DIST: built.webDist,
      WIDGET_DIST: built.widgetDist,
      LOG_LEVEL: 'warn',
      // Every process looks for due reminders every second, at any hour: the reminder test's race.
      REMINDER_CHECK_SECONDS: '1',
      REMINDER_HOUR: '0',
      DRAIN_SECONDS: '1',
    },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
};

/** The processes' logged errors, to tell why an answer was not the one expected. */
const loggedErrors = async () => {
  const { stdout } = await promisify(execFile)('bash', [
    '-c',
    `cat ${runDir}/api-*.log | grep '"level":50' | tail -5 || true`,
  ]);
  return stdout;
};

/** A query straight to the cluster's database, for what the proxy does not show (credits, the outbox). */
async function onDatabase<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** fetch answering status and JSON (or text). */
async function call(url: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: RequestInit['body'];
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(url, { method: init.method ?? 'GET', headers, ...(body ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
  return { status: response.status, body: parsed as any, headers: response.headers };
}

const register = async (name: string, phone: string) => {
  const password = 'correct-horse-9';
  const answer = await call(`${proxy}/api/auth/register`, {
    method: 'POST',
    body: { name, phone, password, address: 'Baneshwor', district: 'Kathmandu' },
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.id as number, token: answer.body.token as string, phone, password };
};

// The cluster of scripts/cluster.sh (nginx in front of three processes on one PostgreSQL), seen
// through the proxy. Run by `pnpm --filter @gym/api test:cluster`; needs nginx and DATABASE_URL.
describe('three processes behind nginx', () => {
  beforeAll(async () => {
    database = await createScratchDatabase('gym_cluster');
    runDir = await mkdtemp(join(tmpdir(), 'gym-cluster-'));
    built = await writeBuiltFiles();
    await cluster('start');
  });
  afterAll(async () => {
    await cluster('stop').catch(() => undefined);
    await database?.drop();
    await rm(runDir, { recursive: true, force: true });
    await rm(built.root, { recursive: true, force: true });
  });

  it('serves the app, the widget and every process ready', async () => {
    for (const url of processUrls) expect((await call(`${url}/readyz`)).status).toBe(200);
    expect((await call(`${proxy}/readyz`)).status).toBe(200);
    const asset = await fetch(`${proxy}/assets/index-Dx3k9Qa1.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const widget = await fetch(`${proxy}/judge-results.js`);
    expect(widget.headers.get('access-control-allow-origin')).toBe('*');
    expect(widget.headers.get('cache-control')).toBe('public, max-age=300');
    const page = await fetch(`${proxy}/dashboard`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('ends a sign-in on every process after a password change through the proxy', async () => {
    const owner = await register('Cluster Owner', '9841000001');
    const path = `/api/users/${owner.id}`;
    for (const url of processUrls)
      expect((await call(`${url}${path}`, { token: owner.token })).status).toBe(200);
    const changed = await call(`${proxy}/api/users/${owner.id}/change-password`, {
      method: 'PUT',
      token: owner.token,
      body: { oldPassword: owner.password, newPassword: 'another-pass-2' },
    });
    expect(changed.status).toBe(200);
    for (const url of processUrls) {
      let status = 200;
      for (let tries = 0; status === 200 && tries < 100; tries++) {
        status = (await call(`${url}${path}`, { token: owner.token })).status;
        if (status === 200) await sleep(20);
      }
      expect(status, url).toBe(401);
      expect((await call(`${url}${path}`, { token: changed.body.token })).status).toBe(200);
    }
  });

  it("passes a referee's decision through one process to event streams held by all", async () => {
    const owner = await register('Meet Owner', '9841000002');
    const meet = await call(`${proxy}/api/judge/meets`, {
      method: 'POST',
      token: owner.token,
      body: { name: 'Cluster Open', date: '2026-12-05', platformCount: 1 },
    });
    expect(meet.status).toBe(201);
    const { platformId, refereeCode } = meet.body.platforms[0];
    const lifter = await call(`${proxy}/api/judge/platforms/${platformId}/current`, {
      method: 'PUT',
      token: owner.token,
      body: { lift: 'S', lifterData: lifterNamed('Cluster Lifter') },
    });
    expect(lifter.status).toBe(200);
    const eventsPath = `/public/api/judge/platforms/${platformId}/events`;
    // One stream held directly by each process, and six through the proxy (least connections).
    const streams = await Promise.all([
      ...processUrls.map((url) => openEvents(`${url}${eventsPath}`)),
      ...Array.from({ length: 6 }, () => openEvents(`${proxy}${eventsPath}`)),
    ]);
    try {
      for (const stream of streams)
        await stream.next((event) => event.data.liftData.lifterData?.name === 'Cluster Lifter');
      for (const referee of [1, 2, 3]) {
        const decided = await fetch(
          `${processUrls[referee - 1]}/api/judge/platforms/${platformId}/decisions`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-referee-code': refereeCode },
            body: JSON.stringify({ referee, decision: referee === 2 ? 'no lift' : 'good' }),
          },
        );
        expect(decided.status).toBeLessThan(300);
      }
      for (const stream of streams) {
        const lights = await stream.next((event) => event.data.judgeResults['1'] !== null, 10_000);
        expect(lights.data.judgeResults).toEqual({ '1': true, '2': false, '3': true });
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('serves a logo uploaded through the proxy from every process', async () => {
    const owner = await register('Logo Owner', '9841000003');
    const gym = await call(`${proxy}/api/gyms`, {
      method: 'POST',
      token: owner.token,
      body: multipartForm({ gymName: 'Cluster Gym', contactNumber: '9841000000', logoFile: tinyPng() }),
    });
    expect(gym.status).toBe(201);
    for (const url of [...processUrls, proxy]) {
      const logo = await fetch(`${url}${gym.body.gymLogoImageUrl}`);
      expect(logo.status, `${url}: ${await loggedErrors()}`).toBe(200);
      expect(Buffer.from(await logo.arrayBuffer())).toEqual(tinyPng());
    }
  });

  it('sends a due reminder once while three processes each look for it every second', async () => {
    const owner = await register('Reminder Owner', '9841000005');
    const gym = await call(`${proxy}/api/gyms`, {
      method: 'POST',
      token: owner.token,
      body: multipartForm({ gymName: 'Reminder Gym', contactNumber: '9841000000' }),
    });
    expect(gym.status).toBe(201);
    await onDatabase('UPDATE users SET total_sms = 10 WHERE id = $1', [owner.id]);
    const client = await call(`${proxy}/api/clients`, {
      method: 'POST',
      token: owner.token,
      body: multipartForm({
        gymId: gym.body.id,
        name: 'Maya',
        phone: '9803000001',
        gender: 'FEMALE',
        membershipEndDate: addDays(todayIn('Asia/Kathmandu'), -1),
      }),
    });
    expect(client.status).toBe(201);
    // Switched on last: from now on every process finds the member's 'expired yesterday' reminder due.
    const saved = await call(`${proxy}/api/gyms-sms-settings/${gym.body.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { id: gym.body.id, userSMSSetting: { ...DEFAULT_SMS_SETTINGS, sendAfter1DayExpired: true } },
    });
    expect(saved.status).toBe(200);
    const queued = () =>
      onDatabase<{ count: number }>('SELECT count(*)::int AS count FROM sms_messages WHERE client_id = $1', [
        client.body.id,
      ]).then(([row]) => row?.count ?? 0);
    for (let waited = 0; (await queued()) === 0 && waited < 20_000; waited += 250) await sleep(250);
    // Three more rounds of every process: none may send it again.
    await sleep(3_500);
    expect(await queued(), await loggedErrors()).toBe(1);
    const [credits] = await onDatabase<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [
      owner.id,
    ]);
    expect(credits?.total_sms).toBe(9);
  }, 60_000);

  it('loses no request of 50 clients during a rolling restart of every process', async () => {
    const owner = await register('Busy Owner', '9841000004');
    let stop = false;
    let answered = 0;
    const failures: string[] = [];
    const client = async (n: number) => {
      while (!stop) {
        const path = n % 2 === 0 ? `/api/users/${owner.id}` : '/api/enums/district';
        try {
          const answer = await fetch(`${proxy}${path}`, {
            headers: { authorization: `Bearer ${owner.token}` },
          });
          await answer.arrayBuffer();
          if (answer.status === 200) answered++;
          else failures.push(`${path}: ${answer.status}`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
        // People's pace, not a load test (the two cores must still start the processes again):
        // 50 clients each asking every 200 ms.
        await sleep(200);
      }
    };
    const clients = Array.from({ length: 50 }, (_, n) => client(n));
    await sleep(500);
    const output = await cluster('restart');
    await sleep(500);
    stop = true;
    await Promise.all(clients);
    expect(output).toContain(`process ${PROCESSES} restarted`);
    expect(failures, await loggedErrors()).toEqual([]);
    expect(answered).toBeGreaterThan(250);
    console.log(`rolling restart: ${answered} requests answered, ${failures.length} lost`);
  }, 240_000);
});
