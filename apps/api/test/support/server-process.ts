import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Backend } from './backends.ts';
import { createScratchDatabase } from './backends.ts';

const apiDir = join(import.meta.dirname, '..', '..');

/** A database for server processes: a scratch PostgreSQL database or a PGlite data folder. */
export interface ProcessDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function processDatabase(backend: Backend): Promise<ProcessDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gym-process-'));
  const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' },
    async drop() {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  /** What it printed up to its "running at" line. */
  output: string;
  /** Everything it printed so far. */
  log(): string;
  /** Sends the process a signal without waiting. */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Runs an entry of the API (`src/main.ts`, `tools/demo/main.ts`) as its own process on a free port. */
export async function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(apiDir, entry)], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DEVICE_PUNCH_SECONDS: '0',
      REMINDER_CHECK_SECONDS: '0',
      ADMIN_PHONE: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const { url, output } = await listening(child);
  return {
    url,
    output,
    log: () => printed,
    signal: (name) => child.kill(name),
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function listening(child: ChildProcess): Promise<{ url: string; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1].replace('localhost', '127.0.0.1'), output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before listening:\n${output}`)),
    );
  });
}

/** Runs a command-line entry of the API to its end; answers its exit code and output. */
export async function runApiCommand(
  entry: string,
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(apiDir, entry)], {
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
