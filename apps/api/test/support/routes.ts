import type { TestAnswer, TestServer } from './test-server.ts';

/** A route of a table: method, path template ('/api/invoices/{invoice}'), and the body if it takes one. */
export type RouteCall = readonly [method: string, route: string, body?: () => unknown];

/** The template with the ids filled in ('{invoice}' -> ids.invoice). */
export function routeTo(template: string, ids: Record<string, number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no id for {${name}} in ${template}`);
    return String(id);
  });
}

/**
 * Calls a route of a table as the holder of `token`. Tables of routes (every route another owner
 * must get 404 on) go to it.each, so a failure names the route.
 */
export function callRoute(
  server: TestServer,
  token: string,
  ids: Record<string, number | undefined>,
  [method, route, body]: RouteCall,
): Promise<TestAnswer> {
  return server.call(method, routeTo(route, ids), { token, body: body?.() });
}
