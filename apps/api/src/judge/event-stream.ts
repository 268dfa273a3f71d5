import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Snapshot, Viewer } from './feed.ts';

// Proxies and load balancers close connections idle for a minute or so; a comment line keeps it used.
const HEARTBEAT_MS = 15_000;
// A viewer that stopped reading: drop it rather than buffer for it without limit.
const MAX_BUFFERED_BYTES = 1024 * 1024;
// EventSource reconnects after this many milliseconds when the connection drops.
const RECONNECT_MS = 2000;

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
  response.write(`retry: ${RECONNECT_MS}\n\n`);
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let open = true;
  const closed = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    onClose();
  };
  request.raw.on('close', closed);
  response.on('close', closed);
  // A viewer that left while the platform was being looked up already closed its connection: the
  // close events will not come again, so it is let go as soon as the caller has subscribed it
  // (a microtask runs after the handler's synchronous code), instead of being watched forever.
  if (response.destroyed || !response.socket || response.socket.destroyed) {
    queueMicrotask(closed);
  }
  return {
    send(snapshot: Snapshot) {
      if (!open) return;
      if (response.writableLength > MAX_BUFFERED_BYTES) {
        response.destroy();
        return;
      }
      response.write(snapshot.frame);
    },
    end() {
      closed();
      response.end();
    },
  };
}
