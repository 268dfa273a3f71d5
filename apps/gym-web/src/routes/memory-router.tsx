import { type ReactNode, useState } from 'react';
import { createMemoryHistory, type History } from './history.ts';
import type { RouteObject } from './match.ts';
import { HistoryRouter, useRoutes } from './navigation.tsx';

/**
 * The router over a history kept in memory, for tests and Storybook: the same screens and hooks as
 * the app, starting at the given addresses (the last one current).
 */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory({ initialEntries }));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

export interface MemoryRouterSetup {
  routes: RouteObject[];
  history: History;
}

/** A route table over a history in memory, to hand to RouterProvider. */
export const createMemoryRouter = (
  routes: RouteObject[],
  { initialEntries }: { initialEntries?: string[] } = {},
): MemoryRouterSetup => ({ routes, history: createMemoryHistory({ initialEntries }) });

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Shows the screen a memory router's address names. */
export function RouterProvider({ router }: { router: MemoryRouterSetup }) {
  return (
    <HistoryRouter history={router.history}>
      <Routes routes={router.routes} />
    </HistoryRouter>
  );
}
