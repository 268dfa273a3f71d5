import {
  createContext,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { type Action, createPath, type History, type Location, parsePath, type To } from './history.ts';
import { matchRoutes, type Params, type RouteObject } from './match.ts';

/**
 * The app's router (decision 0064): the current entry of a history, the screens its address names,
 * and the hooks that read and move it. The names are react-router's, for the part of it the app
 * uses. Every move renders as a React transition, so a screen still loading (React.lazy) keeps the
 * current one on show until it has arrived, instead of a Suspense fallback.
 */

interface Navigation {
  history: History;
  action: Action;
  location: Location;
}

const NavigationContext = createContext<Navigation | null>(null);

/** What a route's element sees: the route below it (its Outlet) and the address's values. */
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A router hook was used outside HistoryRouter');
  return navigation;
}

/** Follows `history`: its moves re-render the app, as transitions. */
export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [entry, setEntry] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setEntry({ action, location }))),
    [history],
  );
  const navigation = useMemo(() => ({ history, ...entry }), [history, entry]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/** An address as a full path: one without a path stays on the page, one without a '/' is beside it. */
function resolved(to: To, from: string): string {
  const path = typeof to === 'string' ? parsePath(to) : to;
  const pathname = path.pathname ?? '';
  if (pathname.startsWith('/')) return createPath(path);
  if (!pathname) return createPath({ ...path, pathname: from });
  const segments = from.split('/').filter(Boolean);
  for (const segment of pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return createPath({ ...path, pathname: `/${segments.join('/')}` });
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or Forward through the history. */
  (delta: number): void;
}

export function useNavigate(): NavigateFunction {
  const { history, location } = useNavigation();
  const { pathname } = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(resolved(to, pathname), options.state);
      else history.push(resolved(to, pathname), options.state);
    },
    [history, pathname],
  ) as NavigateFunction;
}

export const useLocation = (): Location => useNavigation().location;

/** How the current entry was reached: POP (Back, Forward, the first load), PUSH or REPLACE. */
export const useNavigationType = (): Action => useNavigation().action;

/** The link for an address, as the browser's address bar would show it. */
export function useHref(to: To): string {
  const { history, location } = useNavigation();
  return history.createHref(resolved(to, location.pathname));
}

/** The values of the current route's pattern (':clientId' → params.clientId). */
export const useParams = <KeyOrParams extends string | Record<string, string | undefined> = string>() =>
  useContext(RouteContext).params as Readonly<
    [KeyOrParams] extends [string] ? Partial<Record<KeyOrParams, string>> : Partial<KeyOrParams>
  >;

type SearchInit = string | URLSearchParams | Record<string, string> | [string, string][];
export type SetURLSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/** The query string, and a change of it that moves to the same page with the new one. */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init)}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/** The screen the address names, inside the layouts and guards above it. */
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  // Built from the screen outwards: each route's element gets the one below it as its Outlet.
  let element: ReactElement | null = null;
  for (const { route, params } of [...(matches ?? [])].reverse()) {
    element = (
      <RouteContext.Provider value={{ outlet: element, params }}>
        {route.element ?? element}
      </RouteContext.Provider>
    );
  }
  return element;
}

/** Where a layout shows the route below it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Moves to `to` once rendered (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one move per target, as the element asks
  useEffect(() => navigate(target, { replace, state }), [target]);
  return null;
}
