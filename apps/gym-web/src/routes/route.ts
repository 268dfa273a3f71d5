import { generatePath, type PathParam } from './match.ts';

type NamedParam<Pattern extends string> = Exclude<PathParam<Pattern>, '*'>;

/** A link's values for a pattern's segments; a splat pattern ('/money/*') may add the rest of the path. */
export type RouteParams<Pattern extends string> = { [Name in NamedParam<Pattern>]: string | number } & {
  '*'?: '*' extends PathParam<Pattern> ? string : never;
};

type LinkArguments<Pattern extends string> = [NamedParam<Pattern>] extends [never]
  ? [params?: RouteParams<Pattern>]
  : [params: RouteParams<Pattern>];

/** One screen's address: the pattern the router matches and the builder of links to it. */
export interface AppRoute<Pattern extends string> {
  readonly pattern: Pattern;
  to(...params: LinkArguments<Pattern>): string;
}

/**
 * A route from its pattern. Links are built by the router's own generatePath (match.ts) from the same
 * pattern, so a link cannot drift from what the router matches; the parameters are typed from it.
 */
export function route<const Pattern extends string>(pattern: Pattern): AppRoute<Pattern> {
  return {
    pattern,
    to: (...[params]) => {
      const values = Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]);
      return generatePath(pattern, Object.fromEntries(values));
    },
  };
}
