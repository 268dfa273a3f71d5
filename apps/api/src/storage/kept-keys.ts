import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A 32-byte key generated once and kept in the data folder (`file`), or one per process without a
 * data folder (the tests' in-memory server). Several processes starting at once agree on one.
 */
export async function keptKey(dataDir: string | undefined, file: string): Promise<Buffer> {
  if (!dataDir) return randomBytes(32);
  const path = join(dataDir, file);
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  } catch {
    await mkdir(dataDir, { recursive: true });
    // 'wx' fails when another process wrote the key first; then its key is the one to use.
    await writeFile(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' }).catch(
      () => undefined,
    );
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  }
}
