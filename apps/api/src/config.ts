import { join, resolve } from 'node:path';
import { e164Number } from '@gym/sms-segments';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; unset means the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data, uploads and the generated token key; undefined keeps PGlite in memory (tests). */
  dataDir: string | undefined;
  /** Public uploads (gym logos, WiFi images), served to anyone under /uploads/. */
  uploadsDir: string;
  /** Client photos, served only through the signed addresses the API answers (see client-photos.ts). */
  clientPhotosDir: string;
  /**
   * Where uploaded images are kept: `folder` (uploadsDir, clientPhotosDir) or `database`
   * (PostgreSQL, read by every process); unset: the database when there is a PostgreSQL server.
   */
  imageStore: 'folder' | 'database' | undefined;
  tokenSecret: string | undefined;
  tokenTtlHours: number;
  trialDays: number;
  /** Time zone that decides "today" for the platform subscription. */
  platformTimeZone: string;
  webDist: string;
  /** The built judge widget, whose judge-results.js the server answers at /judge-results.js. */
  widgetDist: string;
  logLevel: string;
  /** `json`: one JSON line per request (production); `pretty`: short lines for people (the demo). */
  logFormat: 'json' | 'pretty';
  /** How long a gym's heavy reads may be answered from memory while its data is unchanged; 0 turns that off. */
  readCacheSeconds: number;
  /** How long the judge lights show once all three referees have decided. */
  judgeLightsSeconds: number;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Accounts one address may register per hour. */
  registrationsPerAddressPerHour: number;
  /** Failed sign-ins one address may make in 15 minutes, whatever phones it tries. */
  signInFailuresPerAddress: number;
  /** Password reset codes one phone number may be sent per hour. */
  resetCodesPerPhonePerHour: number;
  /** Password reset codes one address may ask for per hour, whatever phones it names. */
  resetCodesPerAddressPerHour: number;
  /** Judge event streams one address may hold open at once. */
  eventStreamsPerAddress: number;
  /** A command sent to a door device with no result after this many seconds is sent again. */
  deviceCommandRetrySeconds: number;
  /** How often every gym's door access is checked against the memberships (0: only on writes). */
  doorAccessSweepSeconds: number;
  /** The local hour (0-23, the gym's time zone) from which the day's automatic reminders go out. */
  reminderHour: number;
  /** How often the reminder scheduler looks for due reminders (0: off). */
  reminderCheckSeconds: number;
  /** The address the world reaches this server at (for provider callbacks), without a trailing slash. */
  publicUrl: string | undefined;
  /** A device that called within this many minutes is shown as online. */
  deviceOnlineMinutes: number;
  /** The product team's phone and WhatsApp number (E.164) the contact and renewal pages show. */
  supportPhone: string | undefined;
  /** How often the demo's simulated door device punches a demo client (0: no demo device). */
  demoDevicePunchSeconds: number;
  /**
   * A process told to stop keeps taking requests this long while /readyz answers 503, so a
   * balancer that checks it sends new requests elsewhere before the port closes.
   */
  drainSeconds: number;
  /** Requests still in flight this long after the port closed are cut, and the process exits. */
  stopTimeoutSeconds: number;
  /** AES-256-GCM key (base64 of 32 bytes) sealing gyms' merchant credentials; unset: kept in DATA_DIR. */
  paymentCredentialsKey: string | undefined;
  /** How long a payment link stays open. */
  paymentLinkHours: number;
  /** The payment gateways' addresses (their production hosts unless set: sandboxes, tests). */
  gatewayUrls: GatewayUrls;
}

export interface GatewayUrls {
  esewaForm: string;
  esewaStatus: string;
  khalti: string;
  payhereCheckout: string;
  razorpay: string;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  return {
    port: numberFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    clientPhotosDir: join(dataDir, 'client-photos'),
    imageStore: env.IMAGE_STORE === 'folder' || env.IMAGE_STORE === 'database' ? env.IMAGE_STORE : undefined,
    tokenSecret: env.TOKEN_SECRET || undefined,
    tokenTtlHours: numberFrom(env.TOKEN_TTL_HOURS, 24),
    trialDays: numberFrom(env.TRIAL_DAYS, 30),
    platformTimeZone: env.PLATFORM_TIME_ZONE ?? 'Asia/Kathmandu',
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'apps', 'gym-web', 'dist')),
    widgetDist: resolve(env.WIDGET_DIST ?? join(repoRoot, 'packages', 'judge-widget', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json',
    readCacheSeconds: numberFrom(env.READ_CACHE_SECONDS, 60),
    judgeLightsSeconds: numberFrom(env.JUDGE_LIGHTS_SECONDS, 5),
    trustProxy: env.TRUST_PROXY === 'true',
    registrationsPerAddressPerHour: numberFrom(env.REGISTRATIONS_PER_ADDRESS_PER_HOUR, 10),
    signInFailuresPerAddress: numberFrom(env.SIGN_IN_FAILURES_PER_ADDRESS, 50),
    resetCodesPerPhonePerHour: numberFrom(env.RESET_CODES_PER_PHONE_PER_HOUR, 3),
    resetCodesPerAddressPerHour: numberFrom(env.RESET_CODES_PER_ADDRESS_PER_HOUR, 10),
    eventStreamsPerAddress: numberFrom(env.EVENT_STREAMS_PER_ADDRESS, 200),
    deviceCommandRetrySeconds: numberFrom(env.DEVICE_COMMAND_RETRY_SECONDS, 60),
    doorAccessSweepSeconds: numberFrom(env.DOOR_ACCESS_SWEEP_SECONDS, 300),
    reminderHour: Math.min(23, Math.max(0, Math.trunc(numberFrom(env.REMINDER_HOUR, 9)))),
    reminderCheckSeconds: numberFrom(env.REMINDER_CHECK_SECONDS, 300),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    deviceOnlineMinutes: numberFrom(env.DEVICE_ONLINE_MINUTES, 5),
    demoDevicePunchSeconds: numberFrom(env.DEMO_DEVICE_PUNCH_SECONDS, 60),
    drainSeconds: numberFrom(env.DRAIN_SECONDS, 0),
    stopTimeoutSeconds: numberFrom(env.STOP_TIMEOUT_SECONDS, 30),
    paymentCredentialsKey: env.PAYMENT_CREDENTIALS_KEY || undefined,
    paymentLinkHours: numberFrom(env.PAYMENT_LINK_HOURS, 72),
    gatewayUrls: {
      esewaForm: env.ESEWA_FORM_URL || 'https://epay.esewa.com.np/api/epay/main/v2/form',
      esewaStatus: env.ESEWA_STATUS_URL || 'https://epay.esewa.com.np/api/epay/transaction/status/',
      khalti: (env.KHALTI_BASE_URL || 'https://khalti.com').replace(/\/+$/, ''),
      payhereCheckout: env.PAYHERE_CHECKOUT_URL || 'https://www.payhere.lk/pay/checkout',
      razorpay: (env.RAZORPAY_BASE_URL || 'https://api.razorpay.com').replace(/\/+$/, ''),
    },
    // Written as people write it ('+977 980-0000000', or without the code in the platform's country).
    supportPhone:
      e164Number(env.SUPPORT_PHONE ?? '', env.PLATFORM_TIME_ZONE ?? 'Asia/Kathmandu') ?? undefined,
  };
}
