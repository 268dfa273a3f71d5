import { describe, expect, it } from 'vitest';
import { generatePath, matchPath, matchRoutes, type RouteObject } from './match.ts';

const leaf = (path: string): RouteObject => ({ path, element: path });
const layout = (name: string, children: RouteObject[]): RouteObject => ({ element: name, children });

const TABLE: RouteObject[] = [
  layout('root', [
    layout('public', [leaf('/'), leaf('/login')]),
    layout('app', [leaf('/gyms/:gymId'), leaf('/gyms/add'), leaf('/money/*'), leaf('/money/analytics')]),
    leaf('*'),
  ]),
];

const leafOf = (pathname: string) => matchRoutes(TABLE, pathname)?.at(-1)?.route.path;

describe('matching an address', () => {
  it('takes the values of a pattern’s segments, decoded', () => {
    expect(matchPath('/clients/:clientId/invoices/:invoiceId', '/clients/4/invoices/9')?.params).toEqual({
      clientId: '4',
      invoiceId: '9',
    });
    expect(matchPath('/users/:name', '/users/Ram%20Kumar')?.params).toEqual({ name: 'Ram Kumar' });
  });

  it('matches whole paths only, ignoring letter case and a trailing slash', () => {
    expect(matchPath('/clients', '/clients/4')).toBeNull();
    expect(matchPath('/clients/:clientId', '/clients')).toBeNull();
    expect(matchPath('/Schedule', '/schedule/')).not.toBeNull();
  });

  it('gives a final * the rest of the path, or nothing', () => {
    expect(matchPath('/money/*', '/money/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('/money/*', '/money')?.params).toEqual({ '*': '' });
    expect(matchPath('*', '/any/where')?.params).toEqual({ '*': 'any/where' });
  });

  it('prefers a fixed segment to a value, and a value to the rest of the path, whatever the order', () => {
    expect(leafOf('/gyms/add')).toBe('/gyms/add');
    expect(leafOf('/gyms/12')).toBe('/gyms/:gymId');
    expect(leafOf('/money/analytics')).toBe('/money/analytics');
    expect(leafOf('/money/2026')).toBe('/money/*');
    expect(leafOf('/nowhere')).toBe('*');
  });

  it('goes through the layouts above a screen, outermost first, each with the screen’s values', () => {
    const matches = matchRoutes(TABLE, '/gyms/3');
    expect(matches?.map(({ route }) => route.element)).toEqual(['root', 'app', '/gyms/:gymId']);
    expect(matches?.map(({ params }) => params.gymId)).toEqual(['3', '3', '3']);
    expect(matchRoutes([leaf('/login')], '/elsewhere')).toBeNull();
  });
});

describe('building an address', () => {
  it('fills a pattern’s segments, and the rest of the path when given', () => {
    expect(generatePath('/clients/:clientId/edit', { clientId: '4' })).toBe('/clients/4/edit');
    expect(generatePath('/money/*', { '*': 'edit/5' })).toBe('/money/edit/5');
    expect(generatePath('/money/*')).toBe('/money');
    expect(generatePath('/')).toBe('/');
  });

  it('refuses a pattern whose value is missing', () => {
    expect(() => generatePath('/gyms/:gymId', {})).toThrow(/gymId/);
  });
});
