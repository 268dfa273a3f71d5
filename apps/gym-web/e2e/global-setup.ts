import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

const appDir = join(import.meta.dirname, '..');
const apiMain = join(appDir, '..', 'api', 'src', 'main.ts');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the app as production does, then starts the real server (API and the built app on one
 * port) on a fresh embedded database; its first start creates the demo accounts the journeys use.
 */
export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would make a development build of React.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ root: appDir, mode: 'production', logLevel: 'warn' });
  process.env.NODE_ENV = testEnv;
  // The embeddable judge widget, which a journey loads into a federation's page on another origin.
  execFileSync('pnpm', ['--filter', '@gym/judge-widget', 'build'], { stdio: 'ignore' });
  const dataDir = await mkdtemp(join(tmpdir(), 'gym-e2e-'));
  const server = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(appDir, 'dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await serverUrl(server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** The address the server prints once it listens. */
function serverUrl(server: ChildProcess): Promise<string> {
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
