import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { STREAM_HEARTBEAT_EVENT, STREAM_HEARTBEAT_MS } from '@gym/judge-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Snapshot, Viewer } from './feed.ts';

// A viewer that stopped reading: drop it rather than buffer for it without limit.
const MAX_BUFFERED_BYTES = 1024 * 1024;
// EventSource reconnects after this many milliseconds when the connection drops.
const RECONNECT_MS = 2000;
const CRLF = Buffer.from('\r\n');

/** A frame as one chunk of a chunked HTTP/1.1 body: built once, written as is to every socket. */
export function chunkOf(frame: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${frame.length.toString(16)}\r\n`), frame, CRLF]);
}

// What the heartbeat is for, and why it is an event, is said where clients read it (@gym/judge-core).
const HEARTBEAT = Buffer.from(`event: ${STREAM_HEARTBEAT_EVENT}\ndata:\n\n`);
const HEARTBEAT_CHUNK = chunkOf(HEARTBEAT);

/**
 * Every open stream of the process, kept alive by one shared timer (not one per viewer): the timer
 * runs while any stream is open.
 */
const openStreams = new Set<EventStream>();
let heartbeat: NodeJS.Timeout | undefined;
function beatAll() {
  for (const stream of openStreams) stream.write(HEARTBEAT, HEARTBEAT_CHUNK);
}

/**
 * One viewer's Server-Sent Events stream. After the head, its frames go straight to the socket as
 * the bytes the feed built once per state (a ready-made chunk when the body is chunked), so sending
 * a state to ten thousand viewers is one write each, with nothing built per viewer.
 */
class EventStream implements Viewer {
  lastId: string | undefined = undefined;
  private open = true;
  private readonly response: ServerResponse;
  private readonly socket: Socket;
  /** Whether Node frames this body in chunks (HTTP/1.1), so each write must be a whole chunk. */
  private readonly chunked: boolean;
  private readonly onClose: () => void;

  constructor(response: ServerResponse, socket: Socket, onClose: () => void) {
    this.response = response;
    this.socket = socket;
    this.onClose = onClose;
    this.chunked = (response as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding === true;
    this.closed = this.closed.bind(this);
  }

  send(snapshot: Snapshot): void {
    this.write(snapshot.frame, snapshot.chunk);
  }

  write(frame: Buffer, chunk: Buffer): void {
    if (!this.open) return;
    if (this.socket.writableLength > MAX_BUFFERED_BYTES) {
      this.socket.destroy();
      return;
    }
    this.socket.write(this.chunked ? chunk : frame);
  }

  closed(): void {
    if (!this.open) return;
    this.open = false;
    openStreams.delete(this);
    if (openStreams.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    this.onClose();
  }

  end(): void {
    this.closed();
    this.response.end();
  }
}

/**
 * Turns the reply into a Server-Sent Events stream and answers the viewer that writes snapshots to
 * it; `onClose` runs once when the stream ends, from either side.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): Viewer {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    // The CORS and security headers the request hooks have set.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  // Through the response, so the head goes out before it; frames then go to the socket directly.
  response.write(`retry: ${RECONNECT_MS}\n\n`);
  const socket = response.socket;
  // A viewer that left while the platform was being looked up already closed its connection: the
  // close events will not come again, so it is let go as soon as the caller has subscribed it
  // (a microtask runs after the handler's synchronous code), instead of being watched forever.
  if (!socket || response.destroyed || socket.destroyed) {
    const gone = { lastId: undefined, send: () => undefined, end: () => undefined };
    queueMicrotask(onClose);
    return gone;
  }
  const stream = new EventStream(response, socket, onClose);
  request.raw.on('close', stream.closed);
  response.on('close', stream.closed);
  openStreams.add(stream);
  if (!heartbeat) {
    heartbeat = setInterval(beatAll, STREAM_HEARTBEAT_MS);
    heartbeat.unref();
  }
  return stream;
}
