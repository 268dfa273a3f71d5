import { mkdir } from 'node:fs/promises';
import { withActors } from './activity/actor.ts';
import { buildApp } from './app.ts';
import { forgetCallersWhenTold } from './auth/session-changes.ts';
import { createTokenService, signingKey } from './auth/tokens.ts';
import { openMessageBus } from './bus/message-bus.ts';
import { createAppCaches } from './cache/app-caches.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, embeddedDatabaseDir, openDatabase } from './db/database.ts';
import { migrate, migrationNames } from './db/migrate.ts';
import { sweepDoorAccess } from './devices/door-access.ts';
import { createJudgeFeed } from './judge/feed.ts';
import { feedAddresses } from './judge/feed-addresses.ts';
import { createPublicPoll } from './judge/public-poll.ts';
import { ViewerSlots } from './judge/viewer-slots.ts';
import { WrongCodeLimiter } from './judge/wrong-code-limiter.ts';
import { createReadiness } from './operations/readiness.ts';
import { credentialBox, paymentCredentialsKey } from './payment-gateways/credential-box.ts';
import { smsProviderFromEnv } from './sms/gateways.ts';
import { createLocalSmsProvider } from './sms/provider.ts';
import { createSmsQueue } from './sms/queue.ts';
import { startReminderScheduler } from './sms/reminders.ts';
import { createClientPhotoUrls, moveClientPhotosOutOfPublicFolder } from './storage/client-photos.ts';
import { copyFolderIntoDatabase, createDatabaseImageStorage, createImageStorage } from './storage/images.ts';

export interface ServerOptions {
  /** Where the SMS provider and its credentials are read from (the process's environment). */
  env?: NodeJS.ProcessEnv;
  /** The clock of the reminder scheduler (tests move it). */
  now?: () => Date;
}

/** Opens the database, applies migrations and builds the app: what main.ts and the tests share. */
export async function startServer(config: Config, options: ServerOptions = {}) {
  const db = withActors(
    await openDatabase({
      url: config.databaseUrl,
      // Without a data folder (tests) PGlite lives in memory.
      ...(config.dataDir ? { dataDir: embeddedDatabaseDir(config.dataDir) } : {}),
    }),
  );
  await migrate(db);
  await mkdir(config.uploadsDir, { recursive: true });
  await mkdir(config.clientPhotosDir, { recursive: true });
  await moveClientPhotosOutOfPublicFolder(db, config.uploadsDir, config.clientPhotosDir);
  const storage = await imageStorages(db, config);
  const sms = smsProviderFromEnv(options.env ?? process.env, createLocalSmsProvider(), config.publicUrl);
  let log: (error: unknown) => void = () => undefined;
  const bus = await openMessageBus(config.databaseUrl, db);
  const caches = createAppCaches(config);
  forgetCallersWhenTold(bus, caches);
  const smsQueue = createSmsQueue(db, sms, {
    onError: (error) => log(error),
    // PGlite runs each claim on the server's own thread: smaller batches keep each turn short.
    batchSize: config.databaseUrl ? 100 : 25,
  });
  const judgeFeed = createJudgeFeed(db, bus);
  const addresses = feedAddresses(db);
  const ctx: AppContext = {
    config,
    db,
    tokens: await createTokenService(config),
    images: storage.images,
    clientPhotos: storage.clientPhotos,
    clientPhotoUrls: createClientPhotoUrls(await signingKey(config)),
    sms,
    smsQueue,
    reminders: startReminderScheduler(db, {
      hour: config.reminderHour,
      everySeconds: config.reminderCheckSeconds,
      ...(options.now ? { now: options.now } : {}),
      afterRound: () => smsQueue.wake(),
      onError: (error) => log(error),
    }),
    caches,
    bus,
    judgeFeed,
    feedAddresses: addresses,
    publicPoll: createPublicPoll(judgeFeed, addresses),
    refereeLocks: new WrongCodeLimiter(db),
    viewerSlots: new ViewerSlots(config.eventStreamsPerAddress),
    readiness: createReadiness(db, await migrationNames()),
    paymentCredentials: credentialBox(await paymentCredentialsKey(config)),
  };
  await bus.ready();
  const app = await buildApp(ctx);
  const stopDoorSweep = sweepDoorAccess(db, config.doorAccessSweepSeconds, (error) =>
    app.log.error({ err: error }, 'door access sweep failed'),
  );
  log = (error) => app.log.error({ err: error }, 'SMS sender');
  ctx.smsQueue.start();
  ctx.reminders.start();
  app.addHook('onClose', async () => {
    await ctx.reminders.stop();
    await ctx.smsQueue.stop();
  });
  // Event streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', () => ctx.judgeFeed.close());
  app.addHook('onClose', async () => {
    stopDoorSweep();
    await bus.close();
    await db.close();
  });
  return { app, ctx };
}

/**
 * Uploaded images in PostgreSQL when the server runs on one (unless IMAGE_STORE=folder), so every
 * process serves what any stored; those the folders hold from before are copied in first.
 */
async function imageStorages(db: Database, config: Config) {
  const inDatabase = (config.imageStore ?? (config.databaseUrl ? 'database' : 'folder')) === 'database';
  if (!inDatabase) {
    return {
      images: createImageStorage(config.uploadsDir),
      clientPhotos: createImageStorage(config.clientPhotosDir),
    };
  }
  await copyFolderIntoDatabase(db, config.uploadsDir, 'public');
  await copyFolderIntoDatabase(db, config.clientPhotosDir, 'client-photo');
  return {
    images: createDatabaseImageStorage(db, 'public'),
    clientPhotos: createDatabaseImageStorage(db, 'client-photo'),
  };
}
