/**
 * Creates a super admin, or gives an existing one a new password: the explicit step by which a
 * deployment gets its first account. Reads ADMIN_PHONE and ADMIN_PASSWORD (and ADMIN_NAME) from the
 * environment, or asks for them at the terminal (the password is not echoed). On the embedded
 * database run it while the server is stopped: PGlite has one process at a time.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { SESSIONS_CHANNEL } from './auth/session-changes.ts';
import { openMessageBus } from './bus/message-bus.ts';
import { configFromEnv } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { userByPhone } from './users/queries.ts';
import {
  type SuperAdminCredentials,
  saveSuperAdmin,
  superAdminCredentialsProblem,
} from './users/super-admins.ts';

async function askAtTerminal(): Promise<SuperAdminCredentials> {
  if (!process.stdin.isTTY) {
    throw new Error('Set ADMIN_PHONE and ADMIN_PASSWORD, or run this at a terminal to be asked for them.');
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const phone = (await terminal.question('Super admin phone (10 digits): ')).trim();
    const name = (await terminal.question('Name [Platform Admin]: ')).trim();
    process.stdout.write('Password (at least 8 characters, not shown): ');
    muted = true;
    const password = await terminal.question('');
    muted = false;
    process.stdout.write('\n');
    return { phone, password, ...(name ? { name } : {}) };
  } finally {
    terminal.close();
  }
}

async function main(): Promise<number> {
  const { ADMIN_PHONE, ADMIN_PASSWORD, ADMIN_NAME } = process.env;
  const credentials =
    ADMIN_PHONE && ADMIN_PASSWORD
      ? { phone: ADMIN_PHONE.trim(), password: ADMIN_PASSWORD, ...(ADMIN_NAME ? { name: ADMIN_NAME } : {}) }
      : await askAtTerminal();
  const problem = await superAdminCredentialsProblem(credentials);
  if (problem) {
    console.error(problem);
    return 2;
  }
  const config = configFromEnv();
  let db: Database | undefined;
  try {
    db = await openDatabase({
      url: config.databaseUrl,
      ...(config.dataDir ? { dataDir: join(config.dataDir, 'pglite') } : {}),
    });
    await migrate(db);
    const saved = await saveSuperAdmin(db, credentials);
    if (saved === 'password changed') {
      // Sessions signed in with the old password end in every running process at their next call.
      const admin = await userByPhone(db, credentials.phone);
      const bus = await openMessageBus(config.databaseUrl, db);
      if (admin) await bus.publish(SESSIONS_CHANNEL, String(admin.id));
      await bus.close();
    }
    console.log(`Super admin ${credentials.phone}: ${saved}.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main();
