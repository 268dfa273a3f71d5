import type { Config } from '../../src/config.ts';
import { type Account, registerOwner } from './accounts.ts';
import type { Backend } from './backends.ts';
import { startTestServer, type TestAnswer, type TestServer } from './test-server.ts';

export interface MeetFixture {
  server: TestServer;
  owner: Account;
  stranger: Account;
  meet: {
    id: number;
    meetToken: string;
    platforms: { platformId: number; number: number; refereeCode: string }[];
  };
}

/** A server whose owner has a meet of two platforms, and a stranger who must not see it. */
export async function ownerWithMeet(backend: Backend, overrides: Partial<Config> = {}): Promise<MeetFixture> {
  const server = await startTestServer(backend, overrides);
  const owner = await registerOwner(server, 'Meet Owner');
  const stranger = await registerOwner(server, 'Stranger');
  const created = await server.call('POST', '/api/judge/meets', {
    token: owner.token,
    body: { name: 'Nepal Open', date: '2026-12-05', platformCount: 2 },
  });
  if (created.status !== 201) throw new Error(`meet not created: ${JSON.stringify(created.body)}`);
  return { server, owner, stranger, meet: created.body };
}

/** fetch with extra headers and a JSON body, for the code- and token-authorised calls. */
export async function callWith(
  server: TestServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<TestAnswer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

export interface StreamEvent {
  id: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: events are asserted field by field in the tests
  data: any;
}

export interface EventReader {
  response: Response;
  /** The next event that satisfies `accept` (earlier ones are skipped); fails after `timeoutMs`. */
  next(accept?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Events received so far and not yet taken. */
  pending(): StreamEvent[];
  close(): void;
}

/** Opens a Server-Sent Events stream with fetch and parses its events as they arrive. */
export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: StreamEvent[] = [];
  let wake: (() => void) | undefined;
  let buffer = '';
  const decoder = new TextDecoder();
  void (async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          const data = fields.get('data');
          // States only: the heartbeat is an event of its own type, with no data to parse.
          const isState = (fields.get('event') ?? 'message') === 'message';
          if (data !== undefined && isState) queue.push({ id: fields.get('id'), data: JSON.parse(data) });
          wake?.();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    response,
    pending: () => [...queue],
    async next(accept = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(accept);
        if (index !== -1) {
          const [event] = queue.splice(0, index + 1).slice(-1);
          if (event) return event;
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(queue)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    close: () => abort.abort(),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
