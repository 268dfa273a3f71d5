/**
 * What the server and its clients agree on about a platform's event stream
 * (GET /public/api/judge/platforms/{platformId}/events) beyond the states it carries.
 */

/**
 * The stream sends an event of this type, with empty data and no id, every STREAM_HEARTBEAT_MS.
 * An event rather than a comment line, because EventSource hides comments from the page: this way
 * a client can tell a quiet platform from a connection that died without an error (a laptop that
 * slept, a half-open connection behind a NAT). It also keeps proxies, which close connections idle
 * for a minute or so, from closing the stream.
 */
export const STREAM_HEARTBEAT_EVENT = 'heartbeat';
export const STREAM_HEARTBEAT_MS = 15_000;
