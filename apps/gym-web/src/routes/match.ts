import type { ReactNode } from 'react';

/**
 * Which route an address names. A route is a screen's pattern ('/clients/:clientId', '*' for any
 * address) or, without a path, a layout or guard that wraps the routes below it. Patterns are
 * matched whole, ignoring letter case and a trailing slash; when several match, the most specific
 * wins (a fixed segment over a value, a value over the rest of the path), then the first written.
 */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** The values a pattern's segments name: `:gymId` gives 'gymId', a final '*' gives '*'. */
type SegmentsOf<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? Head | SegmentsOf<Rest>
  : Pattern;
type ParamOf<Segment extends string> = Segment extends `:${infer Name}`
  ? Name
  : Segment extends '*'
    ? '*'
    : never;
export type PathParam<Pattern extends string> = ParamOf<SegmentsOf<Pattern>>;

export type Params = Readonly<Record<string, string | undefined>>;

export interface PathMatch {
  pattern: string;
  pathname: string;
  params: Params;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** A segment as typed ('Ram%20Kumar' → 'Ram Kumar'); a malformed escape stays as it is. */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The values a pattern takes from an address, or null when it does not match it. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname).map(decoded);
  const params: Record<string, string> = {};
  for (const [place, segment] of wanted.entries()) {
    if (segment === '*' && place === wanted.length - 1) {
      params['*'] = given.slice(place).join('/');
      return { pattern, pathname, params };
    }
    const value = given[place];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return given.length === wanted.length ? { pattern, pathname, params } : null;
}

/**
 * How specific a pattern is: each fixed segment counts most, a value less, the root least, and
 * the rest of the path ('*') counts against it.
 */
function specificity(pattern: string): number {
  const segments = pattern.split('/');
  const splat = segments.includes('*') ? -2 : 0;
  return segments.reduce(
    (score, segment) =>
      segment === '*' ? score : score + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10),
    segments.length + splat,
  );
}

/** One way down the table: a route with a path and the layouts above it. */
interface Branch {
  pattern: string;
  chain: RouteObject[];
}

const joined = (parent: string, path: string) =>
  path.startsWith('/') || !parent ? path : `${parent.replace(/\/+$/, '')}/${path}`;

function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], base = ''): Branch[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const pattern = route.path === undefined ? base : joined(base, route.path);
    const below = route.children ? branchesOf(route.children, chain, pattern) : [];
    return route.path === undefined ? below : [...below, { pattern, chain }];
  });
}

/** Each table's branches, most specific first (a stable sort keeps the written order of equals). */
const rankedTables = new WeakMap<RouteObject[], Branch[]>();
function ranked(routes: RouteObject[]): Branch[] {
  let branches = rankedTables.get(routes);
  if (!branches) {
    branches = branchesOf(routes).sort((a, b) => specificity(b.pattern) - specificity(a.pattern));
    rankedTables.set(routes, branches);
  }
  return branches;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

/** The routes an address goes through, outermost layout first, or null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const { pattern, chain } of ranked(routes)) {
    const match = matchPath(pattern, pathname);
    if (match) return chain.map((route) => ({ route, params: match.params }));
  }
  return null;
}

/** The address a pattern names with these values ('/gyms/:gymId', { gymId: '7' } → '/gyms/7'). */
export function generatePath(pattern: string, params: Params = {}): string {
  const segments = pattern.split('/');
  const filled = segments.map((segment, place) => {
    if (segment === '*' && place === segments.length - 1) return params['*'] ?? '';
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    if (value === undefined) throw new Error(`Missing ":${segment.slice(1)}" param in ${pattern}`);
    return value;
  });
  return `${pattern.startsWith('/') ? '/' : ''}${filled.filter(Boolean).join('/')}`;
}
