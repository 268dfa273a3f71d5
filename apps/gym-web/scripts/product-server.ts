/**
 * The product as `scripts/start.sh` runs it: the app built for production, served with the API on
 * one port by the real server on a fresh embedded database. The end-to-end journeys and the
 * Lighthouse benchmark both start it this way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export const appDir = join(import.meta.dirname, '..');
/** The server's entry, as @gym/api exports it. */
const apiMain = createRequire(import.meta.url).resolve('@gym/api/main');

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

export interface ProductServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the server's entry (@gym/api/main) on a free port and a fresh PGlite data folder (its
 * first start creates the demo accounts); `stop` ends it and removes the folder.
 */
export async function startProductServer(): Promise<ProductServer> {
  return startOn(await mkdtemp(join(tmpdir(), 'gym-product-')), true);
}

/**
 * The same on a given data folder, left in place by `stop`: a journey can write to the database
 * between two starts (PGlite has one process at a time).
 */
export function startProductServerOn(dataDir: string): Promise<ProductServer> {
  return startOn(dataDir, false);
}

async function startOn(dataDir: string, ownsFolder: boolean): Promise<ProductServer> {
  const server = spawn(process.execPath, [apiMain], {
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
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const removeFolder = () => (ownsFolder ? rm(dataDir, { recursive: true, force: true }) : undefined);
  const url = await listeningAddress(server).catch(async (error: unknown) => {
    await removeFolder();
    throw error;
  });
  return {
    url,
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

/** The address the server prints once it listens. */
function listeningAddress(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    server.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before listening:\n${output}`)),
    );
  });
}
