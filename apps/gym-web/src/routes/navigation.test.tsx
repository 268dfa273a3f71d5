import { act, lazy, type ReactElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { answerLeave, guardedHistory, useLeaveGuard } from '../app/leave-guard.ts';
import { hookMounter } from '../app/mount-hook.test-support.tsx';
import { createMemoryHistory, type History } from './history.ts';
import type { RouteObject } from './match.ts';
import {
  HistoryRouter,
  Navigate,
  type NavigateFunction,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from './navigation.tsx';

const mount = hookMounter();

/** What the test drives the router with, caught from inside it. */
let navigate: NavigateFunction;
let setSearch: ReturnType<typeof useSearchParams>[1];

function Frame() {
  navigate = useNavigate();
  setSearch = useSearchParams()[1];
  const { pathname, search, state, key } = useLocation();
  return (
    <main data-type={useNavigationType()} data-state={JSON.stringify(state)} data-key={key}>
      <p>
        at {pathname}
        {search}
      </p>
      <Outlet />
    </main>
  );
}

function Client() {
  const { clientId } = useParams();
  return <h1>client {clientId}</h1>;
}

function Form() {
  useLeaveGuard(true);
  return <h1>unsaved form</h1>;
}

/** A screen that has not loaded yet (React.lazy), and how to let it arrive. */
function slowScreen() {
  let arrive = () => {};
  const Screen = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>slow screen</h1> });
      }),
  );
  return { element: <Screen />, arrive: () => arrive() };
}

function table(slow: ReturnType<typeof slowScreen>): RouteObject[] {
  return [
    {
      element: (
        <Suspense fallback={<h1>fallback</h1>}>
          <Frame />
        </Suspense>
      ),
      children: [
        { path: '/clients', element: <h1>clients</h1> },
        { path: '/clients/:clientId', element: <Client /> },
        { path: '/slow', element: slow.element },
        { path: '/form', element: <Form /> },
        { path: '/old', element: <Navigate to="/clients" replace /> },
      ],
    },
  ];
}

function App({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function open(history: History, slow = slowScreen()) {
  mount(
    () => null,
    (probe) => (
      <HistoryRouter history={history}>
        <App routes={table(slow)} />
        {probe}
      </HistoryRouter>
    ),
  );
  return slow;
}

const text = () => document.body.textContent;
const frame = () => document.querySelector('main') as HTMLElement;

describe('the router', () => {
  it('shows the screen the address names inside its layout, with the address’s values', () => {
    open(createMemoryHistory({ initialEntries: ['/clients/7'] }));
    expect(text()).toBe('at /clients/7client 7');
    expect(frame().dataset.type).toBe('POP');
  });

  it('tells how the entry was reached and what it carried', () => {
    open(createMemoryHistory({ initialEntries: ['/clients'] }));
    expect(frame().dataset.key).toBe('default');
    act(() => navigate('/clients/8', { state: { from: 'list' } }));
    expect(frame().dataset).toMatchObject({ type: 'PUSH', state: '{"from":"list"}' });
    act(() => navigate('/clients/9', { replace: true }));
    expect(frame().dataset).toMatchObject({ type: 'REPLACE', state: 'null' });
    act(() => navigate(-1));
    expect(text()).toBe('at /clientsclients');
    expect(frame().dataset.type).toBe('POP');
  });

  it('keeps the current screen on show while the next one loads, instead of the fallback', async () => {
    const slow = open(createMemoryHistory({ initialEntries: ['/clients'] }));
    act(() => navigate('/slow'));
    expect(text()).toBe('at /clientsclients');
    await act(async () => slow.arrive());
    expect(text()).toBe('at /slowslow screen');
  });

  it('changes the query string on the same page', () => {
    open(createMemoryHistory({ initialEntries: ['/clients?page=1'] }));
    act(() => setSearch({ page: '2', name: 'Ram' }));
    expect(text()).toBe('at /clients?page=2&name=Ramclients');
    act(() => navigate({ search: '' }, { replace: true }));
    expect(text()).toBe('at /clientsclients');
  });

  it('redirects with Navigate, replacing the entry', () => {
    const history = createMemoryHistory({ initialEntries: ['/clients/1', '/old'] });
    open(history);
    expect(text()).toBe('at /clientsclients');
    act(() => navigate(-1));
    expect(text()).toBe('at /clients/1client 1');
  });
});

describe('the leave guard in front of the router', () => {
  it('asks before an app link leaves an unsaved form, and goes only when told to', () => {
    open(guardedHistory(createMemoryHistory({ initialEntries: ['/form'] })));
    act(() => navigate('/clients'));
    expect(text()).toBe('at /formunsaved form');
    act(() => answerLeave(false));
    act(() => navigate('/clients'));
    expect(text()).toBe('at /formunsaved form');
    act(() => answerLeave(true));
    expect(text()).toBe('at /clientsclients');
  });

  it('puts Back from an unsaved form back until the answer', () => {
    const memory = createMemoryHistory({ initialEntries: ['/clients', '/form'] });
    open(guardedHistory(memory));
    act(() => memory.go(-1));
    expect(memory.location.pathname).toBe('/form');
    expect(text()).toBe('at /formunsaved form');
    act(() => answerLeave(true));
    expect(memory.location.pathname).toBe('/clients');
    expect(text()).toBe('at /clientsclients');
  });
});
