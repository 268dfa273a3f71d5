import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { EMPTY_PLATFORM, publicFeed } from '@gym/judge-core';
import type { MessageBus } from '../bus/message-bus.ts';
import type { Queryable } from '../db/database.ts';
import { chunkOf } from './event-stream.ts';
import { toPlatformState } from './platform-record.ts';
import { platformById } from './queries.ts';

/** One platform's public answer, serialised once and shared by every poll and viewer. */
export interface Snapshot {
  json: string;
  /** A hash of `json`: the event id, and (quoted) the strong ETag. */
  id: string;
  etag: string;
  /** The Server-Sent Events frame of this state, encoded once for every viewer. */
  frame: Buffer;
  /** The same frame as one chunk of a chunked HTTP/1.1 body, also built once. */
  chunk: Buffer;
}

/** Someone watching a platform's event stream. */
export interface Viewer {
  /** The id of the state it was sent last (kept on the viewer: nothing is looked up per viewer). */
  lastId: string | undefined;
  send(snapshot: Snapshot): void;
  end(): void;
}

export interface JudgeFeed {
  /** The platform's current answer, from memory unless it changed since it was read. */
  snapshot(platformId: number): Promise<Snapshot>;
  /** The platform's current answer if memory holds it, without waiting (the public poll's fast path). */
  peek(platformId: number): Snapshot | undefined;
  /** After a committed write: this process reads the platform afresh, every process is told. */
  changed(platformId: number): Promise<void>;
  /** Sends the current state (unless it is `lastId`), then every change; answers the unsubscribe. */
  watch(platformId: number, viewer: Viewer, lastId?: string): () => void;
  /** Viewers watching now, and the platforms they watch. */
  counts(): { viewers: number; platforms: number };
  close(): Promise<void>;
}

// Changes arrive through the bus; the age limit only bounds the harm of a lost notification.
const MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 10_000;
const RENEW_BEFORE_MS = 500;
// Sockets written per turn of the event loop when a state goes out: each write costs about 10 µs of
// kernel time on loopback, so a slice holds the loop for a few milliseconds.
const FANOUT_SLICE = 500;

interface Entry {
  snapshot: Promise<Snapshot>;
  /** The snapshot once read (until then, when read again ahead of its age limit, the previous one). */
  ready: Snapshot | undefined;
  expiresAt: number;
  /** When the lights showing in this answer clear: viewers get the cleared state then. */
  lightsUntil: number | null;
}

interface Watched {
  viewers: Set<Viewer>;
  /** Refreshes run one after another, so a viewer never gets an older state after a newer one. */
  queue: Promise<void>;
  lightsTimer: NodeJS.Timeout | undefined;
  /** The id of the state last sent to every viewer. */
  sentId: string | undefined;
}

/** The bus channel a committed platform change is announced on; the message is the platform id. */
export const PLATFORM_CHANNEL = 'judge_platform_changed';

export function createJudgeFeed(db: Queryable, bus: MessageBus): JudgeFeed {
  const entries = new Map<number, Entry>();
  const watched = new Map<number, Watched>();

  const read = async (platformId: number) => {
    const row = await platformById(db, platformId);
    const state = row ? toPlatformState(row) : EMPTY_PLATFORM;
    const now = Date.now();
    const json = JSON.stringify(publicFeed(state, now));
    const id = createHash('sha256').update(json).digest('base64url').slice(0, 24);
    const lightsUntil = state.lightsUntil !== null && state.lightsUntil > now ? state.lightsUntil : null;
    const frame = Buffer.from(`id: ${id}\ndata: ${json}\n\n`);
    return {
      snapshot: { json, id, etag: `"${id}"`, frame, chunk: chunkOf(frame) },
      lightsUntil,
      expiresAt: Math.min(now + MAX_AGE_MS, lightsUntil ?? Infinity),
    };
  };

  const load = (platformId: number, stale?: Snapshot): Entry => {
    const entry: Entry = {
      snapshot: read(platformId).then((answer) => {
        entry.lightsUntil = answer.lightsUntil;
        entry.expiresAt = answer.expiresAt;
        entry.ready = answer.snapshot;
        return answer.snapshot;
      }),
      ready: stale,
      expiresAt: Number.POSITIVE_INFINITY,
      lightsUntil: null,
    };
    entry.snapshot.catch(() => {
      if (entries.get(platformId) === entry) entries.delete(platformId);
    });
    return entry;
  };

  const current = (platformId: number): Entry => {
    const entry = entries.get(platformId);
    if (entry && entry.expiresAt > Date.now()) return entry;
    const fresh = load(platformId);
    entries.delete(platformId);
    entries.set(platformId, fresh);
    // Maps iterate in insertion order: the first key is the least recently loaded.
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as number);
    return fresh;
  };

  /**
   * Sends the platform's current state to its viewers that lack it (only `newcomer`, when one joins),
   * FANOUT_SLICE sockets per turn of the event loop.
   */
  const refresh = (platformId: number, newcomer?: Viewer) => {
    const group = watched.get(platformId);
    if (!group) return;
    group.queue = group.queue.then(async () => {
      const entry = current(platformId);
      const snapshot = await entry.snapshot.catch(() => undefined);
      if (!snapshot) return;
      // The hot path: one write of the same bytes per viewer, nothing allocated per viewer.
      // A newcomer alone, unless the state changed since the last fan-out (read afresh at its age
      // limit): then everyone.
      const targets = newcomer && snapshot.id === group.sentId ? [newcomer] : group.viewers;
      group.sentId = snapshot.id;
      let written = 0;
      for (const viewer of targets) {
        if (viewer.lastId === snapshot.id) continue;
        viewer.lastId = snapshot.id;
        viewer.send(snapshot);
        // Other requests get a turn between slices; a viewer joining meanwhile is sent it once.
        if (++written % FANOUT_SLICE === 0) await yieldToEventLoop();
      }
      clearTimeout(group.lightsTimer);
      group.lightsTimer = undefined;
      if (entry.lightsUntil !== null) {
        // The lights clear by time, with no write to announce it; each process watches the clock.
        group.lightsTimer = setTimeout(
          () => refresh(platformId),
          Math.max(0, entry.lightsUntil - Date.now() + 1),
        );
      }
    });
  };

  bus.subscribe(
    PLATFORM_CHANNEL,
    (payload) => {
      const platformId = Number(payload);
      if (!Number.isInteger(platformId)) return;
      entries.delete(platformId);
      refresh(platformId);
    },
    () => {
      entries.clear();
      for (const platformId of watched.keys()) refresh(platformId);
    },
  );

  return {
    snapshot: (platformId) => current(platformId).snapshot,

    peek(platformId) {
      const entry = entries.get(platformId);
      const now = Date.now();
      if (!entry || entry.expiresAt <= now) return undefined;
      // Near its age limit (no lights to clear: their end must show at once), the platform is read
      // again in the background and this answer stands until then, so a hall's polls never all fall
      // to the regular route while the read is on its way. A change removes both.
      if (entry.ready && entry.lightsUntil === null && entry.expiresAt - now < RENEW_BEFORE_MS) {
        entries.set(platformId, load(platformId, entry.ready));
      }
      return entry.ready;
    },

    async changed(platformId) {
      entries.delete(platformId);
      await bus.publish(PLATFORM_CHANNEL, String(platformId));
    },

    watch(platformId, viewer, lastId) {
      let group = watched.get(platformId);
      if (!group) {
        group = { viewers: new Set(), queue: Promise.resolve(), lightsTimer: undefined, sentId: undefined };
        watched.set(platformId, group);
      }
      viewer.lastId = lastId;
      group.viewers.add(viewer);
      refresh(platformId, viewer);
      const joined = group;
      return () => {
        joined.viewers.delete(viewer);
        if (joined.viewers.size === 0 && watched.get(platformId) === joined) {
          clearTimeout(joined.lightsTimer);
          watched.delete(platformId);
        }
      };
    },

    counts() {
      let viewers = 0;
      for (const group of watched.values()) viewers += group.viewers.size;
      return { viewers, platforms: watched.size };
    },

    async close() {
      for (const group of watched.values()) {
        clearTimeout(group.lightsTimer);
        for (const viewer of group.viewers) viewer.end();
      }
      watched.clear();
    },
  };
}
