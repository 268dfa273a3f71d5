import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from './match.ts';
import { ROUTES } from './route-table.ts';
import { routes } from './router.tsx';

/** Sample values for a pattern's named segments: 7, 8, 9... */
function sampleParams(pattern: string): Record<string, string> {
  const names = pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  return Object.fromEntries(names.map((name, index) => [name, String(7 + index)]));
}

const table = Object.entries(ROUTES).map(([name, route]) => ({ name, route }));

describe('the route table', () => {
  it.each(table)('builds links to $name that its own pattern matches, with the same values', ({ route }) => {
    const params = sampleParams(route.pattern);
    const link = (route.to as (values: Record<string, string>) => string)(params);
    expect(link).not.toMatch(/[:*]/);
    expect(matchPath(route.pattern, link)?.params).toEqual(
      route.pattern.endsWith('/*') ? { ...params, '*': '' } : params,
    );
  });

  it.each(table)('sends a link to $name to the router entry with that pattern', ({ route }) => {
    const link = (route.to as (values: Record<string, string>) => string)(sampleParams(route.pattern));
    const leaf = matchRoutes(routes, link)?.at(-1)?.route;
    expect(leaf?.path).toBe(route.pattern);
  });

  it('gives every entry its own pattern', () => {
    const patterns = table.map(({ route }) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('builds the specification’s addresses, with ids and the rest of a section’s path', () => {
    expect(ROUTES.gymEdit.to({ gymId: 12 })).toBe('/gyms/edit/12');
    expect(ROUTES.judgeReferee.to({ platformId: 3 })).toBe('/judge/referee/3');
    expect(ROUTES.deviceEdit.to({ deviceId: 4 })).toBe('/device/edit/4');
    expect(ROUTES.attendance.to({ clientId: 9 })).toBe('/attendance/9');
    expect(ROUTES.moneyEdit.to({ id: 5 })).toBe('/money/edit/5');
    // @ts-expect-error a pattern with a segment needs its value
    expect(() => ROUTES.gymDetail.to()).toThrow(/gymId/);
  });
});
