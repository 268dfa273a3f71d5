import type { Permission } from '@gym/api-client/permissions';
import type { TokenService } from './auth/tokens.ts';
import type { MessageBus } from './bus/message-bus.ts';
import type { AppCaches } from './cache/app-caches.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { JudgeFeed } from './judge/feed.ts';
import type { FeedAddresses } from './judge/feed-addresses.ts';
import type { PublicPoll } from './judge/public-poll.ts';
import type { ViewerSlots } from './judge/viewer-slots.ts';
import type { WrongCodeLimiter } from './judge/wrong-code-limiter.ts';
import type { Readiness } from './operations/readiness.ts';
import type { CredentialBox } from './payment-gateways/credential-box.ts';
import type { SmsProvider } from './sms/provider.ts';
import type { SmsQueue } from './sms/queue.ts';
import type { ReminderScheduler } from './sms/reminders.ts';
import type { ClientPhotoUrls } from './storage/client-photos.ts';
import type { ImageStorage } from './storage/images.ts';

/** What every handler works with. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  /** Public images: gym logos and WiFi images. */
  images: ImageStorage;
  /** Client photos, kept apart from the public images. */
  clientPhotos: ImageStorage;
  clientPhotoUrls: ClientPhotoUrls;
  sms: SmsProvider;
  /** This process's sender of queued messages. */
  smsQueue: SmsQueue;
  /** This process's scheduler of automatic reminders. */
  reminders: ReminderScheduler;
  caches: AppCaches;
  /** Messages to every server process (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  bus: MessageBus;
  /** The live judge feed: platforms' public answers and their event-stream viewers. */
  judgeFeed: JudgeFeed;
  /** Public feed addresses (meet slug and platform number) to platform ids, remembered briefly. */
  feedAddresses: FeedAddresses;
  /** The public poll's fast path, before Fastify's routing and hooks. */
  publicPoll: PublicPoll;
  /** Event streams open per address, capped. */
  viewerSlots: ViewerSlots;
  /** Wrong referee codes per device and platform; the meet's owner can unlock a platform. */
  refereeLocks: WrongCodeLimiter;
  /** Whether this process should be sent requests (GET /readyz); drained when it is told to stop. */
  readiness: Readiness;
  /** Seals and opens the gyms' merchant credentials of their payment gateways (decision 0061). */
  paymentCredentials: CredentialBox;
}

/** The signed-in user making a request, as loaded at the start of the request. */
export interface Caller {
  id: number;
  superAdmin: boolean;
  verified: boolean;
  /** What the operation called needs (its `x-permission`), checked by the tenancy guard per gym. */
  permission: Permission;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
  interface FastifyContextConfig {
    /** The contract's schema of a multipart body, validated by readMultipartForm. */
    multipartSchema?: Record<string, unknown>;
  }
}
