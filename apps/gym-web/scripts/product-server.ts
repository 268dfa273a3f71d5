/**
 * The product as `scripts/start.sh --demo` runs it: the app built for production, served with the
 * API on one port by the real server on a fresh embedded database, with the demo's accounts (their
 * passwords read from the first start's output, the only place they are written). The end-to-end
 * journeys and the Lighthouse benchmark both start it this way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export const appDir = join(import.meta.dirname, '..');
/** The demo's entry (the server as `scripts/start.sh --demo` runs it), as @gym/api exports it. */
const demoMain = createRequire(import.meta.url).resolve('@gym/api/demo');

/** `vite build` with NODE_ENV=production, so React is its production build even under Vitest. */
export async function buildForProduction(): Promise<void> {
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: appDir, mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = callerEnv;
  }
}

export interface Account {
  phone: string;
  password: string;
}

/** The demo accounts as the first start printed them. */
export interface DemoAccounts {
  superAdmin: Account;
  owner: Account;
}

export interface ProductServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Known only to the start that created them (the first on its data folder). */
  demoAccounts: DemoAccounts | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the demo's entry (@gym/api/demo) on a free port and a fresh PGlite data folder (its first start
 * creates the demo accounts); `stop` ends it and removes the folder.
 */
export async function startProductServer(): Promise<ProductServer> {
  return startProductServerWith({});
}

/** The same with more settings (the journeys' fake payment gateway). */
export async function startProductServerWith(env: Record<string, string>): Promise<ProductServer> {
  return startOn(await mkdtemp(join(tmpdir(), 'gym-product-')), true, env);
}

/**
 * The same on a given data folder, left in place by `stop`: a journey can write to the database
 * between two starts (PGlite has one process at a time).
 */
export function startProductServerOn(dataDir: string): Promise<ProductServer> {
  return startOn(dataDir, false);
}

async function startOn(
  dataDir: string,
  ownsFolder: boolean,
  /** More settings (the journeys' fake payment gateway). */
  env: Record<string, string> = {},
): Promise<ProductServer> {
  const server = spawn(process.execPath, [demoMain], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(appDir, 'dist'),
      LOG_LEVEL: 'warn',
      // The journeys register many owners from this one address.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
      // The team's number the contact and renewal pages show (and the journeys follow).
      SUPPORT_PHONE: '+977 9800000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const removeFolder = () => (ownsFolder ? rm(dataDir, { recursive: true, force: true }) : undefined);
  const { url, output } = await listeningAddress(server).catch(async (error: unknown) => {
    await removeFolder();
    throw error;
  });
  return {
    url,
    demoAccounts: demoAccountsIn(output),
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await removeFolder();
    },
  };
}

/** The address the server prints once it listens, and what it printed before. */
function listeningAddress(server: ChildProcess): Promise<{ url: string; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1].replace('localhost', '127.0.0.1'), output });
    });
    server.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before listening:\n${output}`)),
    );
  });
}

/** The demo accounts' lines of a first start's output (tools/demo/main.ts). */
function demoAccountsIn(output: string): DemoAccounts | undefined {
  const account = (label: string): Account | undefined => {
    const match = new RegExp(`${label}:\\s+phone (\\S+)\\s+password (\\S+)`).exec(output);
    return match?.[1] && match[2] ? { phone: match[1], password: match[2] } : undefined;
  };
  const superAdmin = account('super admin');
  const owner = account('gym owner');
  return superAdmin && owner ? { superAdmin, owner } : undefined;
}
