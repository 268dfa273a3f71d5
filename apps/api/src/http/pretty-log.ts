import { Writable } from 'node:stream';
import { styleText } from 'node:util';

/** One line of the server's JSON log (pino's fields), as far as the pretty log reads it. */
interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const WARN = 40;
const ERROR = 50;

/**
 * Whether a finished request earns a line in the first look's terminal: every failure does; the
 * door device's calls, the app's files and pages, uploaded images and the widget script do not
 * (the demo device alone would print a line every few seconds).
 */
export function isWorthALine(method: string, url: string, status: number): boolean {
  if (status >= 400) return true;
  const path = url.split('?', 1)[0] ?? '';
  if (path.startsWith('/iclock/')) return false;
  if ((method === 'GET' || method === 'HEAD') && !path.startsWith('/api/')) return false;
  return true;
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * The log written for people (`LOG_FORMAT=pretty`, the demo's default): instead of two JSON lines
 * per request, one short line per request that matters, warnings in yellow and errors in red with
 * their stack. Reads the JSON lines pino writes, so the production log (JSON) is unchanged.
 */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  const colour = (format: Parameters<typeof styleText>[0], text: string) =>
    styleText(format, text, { stream: out as NodeJS.WriteStream });
  // An incoming request's method and address, until its completion line comes.
  const started = new Map<string, { method: string; url: string }>();
  let partial = '';

  const lineOf = (record: LogRecord): string | undefined => {
    const level = record.level ?? 30;
    const at = colour('dim', clock(record.time));
    if (level >= ERROR) {
      const cause = record.err?.stack ?? record.err?.message;
      return `${at}  ${colour('red', `error  ${record.msg ?? ''}`)}${cause ? `\n${cause}` : ''}`;
    }
    if (level >= WARN) {
      const cause = record.err?.message ? `: ${record.err.message}` : '';
      return `${at}  ${colour('yellow', `warn   ${record.msg ?? ''}${cause}`)}`;
    }
    if (record.req && record.reqId) {
      // Requests whose connection died log no completion: forget them all now and then.
      if (started.size > 10_000) started.clear();
      started.set(record.reqId, { method: record.req.method ?? '', url: record.req.url ?? '' });
      return undefined;
    }
    if (record.res && record.reqId) {
      const request = started.get(record.reqId);
      started.delete(record.reqId);
      const status = record.res.statusCode ?? 0;
      if (!request || !isWorthALine(request.method, request.url, status)) return undefined;
      const path = request.url.split('?', 1)[0];
      const code = String(status);
      const shown = status >= 500 ? colour('red', code) : status >= 400 ? colour('yellow', code) : code;
      return `${at}  ${request.method} ${path}  ${shown}  ${colour('dim', `${Math.round(record.responseTime ?? 0)} ms`)}`;
    }
    // Fastify's "Server listening at" repeats the address the start has printed already.
    if (record.msg?.startsWith('Server listening at')) return undefined;
    return record.msg ? `${at}  ${record.msg}` : undefined;
  };

  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        let shown: string | undefined;
        try {
          shown = lineOf(JSON.parse(line) as LogRecord);
        } catch {
          shown = line;
        }
        if (shown) out.write(`${shown}\n`);
      }
      done();
    },
  });
}
