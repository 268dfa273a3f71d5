import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Vite's build names every file under assets/ by its content hash: a new build, a new name. */
const HASHED_ASSETS_FOLDER = `assets${sep}`;

export const CACHE_CONTROL = {
  hashedAsset: 'public, max-age=31536000, immutable',
  /** The HTML names the current assets, so the browser asks (cheaply, with its ETag) every time. */
  html: 'no-cache',
  /** Unhashed public files (robots.txt, the favicon): may change with a deploy, rarely matter. */
  otherFile: 'public, max-age=3600',
} as const;

/** What a file of the built app is cached for; `file` is relative to the build folder. */
export function cacheControlFor(file: string): string {
  const logicalFile = file.replace(/\.(br|gz)$/, '');
  if (logicalFile.startsWith(HASHED_ASSETS_FOLDER)) return CACHE_CONTROL.hashedAsset;
  if (logicalFile.endsWith('.html')) return CACHE_CONTROL.html;
  return CACHE_CONTROL.otherFile;
}

/** The app's own client-side routes have no file extension; a missing file does not become the app. */
function isClientSideRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const isApiCall = path.startsWith('/api/') || path.startsWith('/public/api/');
  const namesAFile = /\.[^/]*$/.test(path);
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiCall && !namesAFile;
}

/**
 * The built web app (when there is one): its files with the brotli or gzip twin the build wrote
 * beside them when the browser accepts it, hashed assets cached for a year, and the client-side
 * routes falling back to index.html.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The compressed twins are answers to their original's address, not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(relative(webDist, path))),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isClientSideRoute(request)) return reply.sendFile('index.html');
    return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
  });
}
