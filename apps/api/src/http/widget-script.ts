import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** The address federations' pages load the `<judge-results>` element from (README's snippet). */
export const WIDGET_SCRIPT_URL = '/judge-results.js';

/**
 * The address never changes while the script does, so caches keep it for minutes, not a year, and
 * then revalidate with the ETag (a 304 without the body when it has not changed).
 */
export const WIDGET_CACHE_CONTROL = 'public, max-age=300';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

interface Representation {
  body: Buffer;
  etag: string;
}

/** The script and its brotli and gzip forms, compressed once, each with a strong ETag of its own. */
function representationsOf(script: Buffer): Record<Encoding | 'identity', Representation> {
  const version = createHash('sha256').update(script).digest('base64url').slice(0, 22);
  return {
    identity: { body: script, etag: `"${version}"` },
    br: {
      body: brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${version}-br"`,
    },
    gzip: { body: gzipSync(script, { level: 9 }), etag: `"${version}-gzip"` },
  };
}

/** If-None-Match holds the ETag (weak comparison, as RFC 9110 asks for this header). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/**
 * Serves the built `<judge-results>` script (packages/judge-widget/dist/judge-results.js) at
 * /judge-results.js to pages of any origin, brotli or gzip as the browser accepts. The file is
 * read once at start-up; without a build, the address answers 404 and the log says what to run.
 */
export async function serveJudgeWidgetScript(app: FastifyInstance, widgetDist: string) {
  const file = join(widgetDist, 'judge-results.js');
  const script = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!script) {
    app.log.warn(
      `${file} is missing, so ${WIDGET_SCRIPT_URL} answers 404: run pnpm --filter @gym/judge-widget build`,
    );
    app.get(WIDGET_SCRIPT_URL, (_request, reply) =>
      reply.code(404).send({
        message: 'The judge widget script is not available on this server.',
        code: 'NOT_FOUND',
      }),
    );
    return;
  }

  const representations = representationsOf(script);
  app.get(WIDGET_SCRIPT_URL, (request, reply) => {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
    const chosen = representations[encoding ?? 'identity'];
    reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', WIDGET_CACHE_CONTROL)
      .header('vary', 'accept-encoding')
      .header('etag', chosen.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/javascript; charset=utf-8').send(chosen.body);
  });
}
