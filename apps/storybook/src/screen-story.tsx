import { createQueryClient } from '@gym/api-client';
import { type Calendar, chartsDrawn } from '@gym/ui';
import { switchLanguage } from '@gym/web/i18n';
import { createMemoryRouter, RouterProvider } from '@gym/web/memory-router';
import { routes } from '@gym/web/routes';
import { sessionStore } from '@gym/web/session';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { STORY_NOW } from './fixtures/clock.ts';
import { typicalGym } from './fixtures/gym-data.ts';
import { type DataState, handlersFor } from './fixtures/handlers.ts';
import { callsInFlight, mockApi } from './fixtures/mock-api.ts';

/** Who looks at the screen: the guards send each to their own part of the app. */
export type Viewer = 'visitor' | 'owner' | 'owner-without-gym' | 'admin' | 'unverified';

interface ScreenParameters {
  screen: { path: string; viewer: Viewer };
  /** The interface's language (English unless a story names another: `parameters: { language: 'ne' }`). */
  language?: 'en' | 'ne' | 'si' | 'hi';
  /** The gym's calendar ('AD' unless a story names another: `parameters: { calendar: 'BS' }`). */
  calendar?: Calendar;
}

function signInAs(viewer: Viewer, calendar?: Calendar) {
  sessionStore.signOut();
  if (viewer === 'visitor') return;
  const { owner, gym } = typicalGym;
  sessionStore.signIn({
    userId: owner.id,
    name: owner.name,
    email: owner.email,
    token: 'story-token',
    tokenExpiresAt: new Date(Date.parse(STORY_NOW) + 86_400_000).toISOString(),
    verified: viewer !== 'unverified',
    superAdmin: viewer === 'admin',
  });
  if (viewer !== 'owner') return;
  sessionStore.selectGym({
    gymId: gym.id,
    gymBranch: gym.branch,
    gymName: gym.gymName,
    gymAddress: gym.address,
    gymContact: gym.contactNumber[0] ?? null,
    gymEmail: gym.emailAddress,
    gymLogourl: gym.gymLogoImageUrl,
    gymCurrency: gym.currency,
    gymTimeZone: gym.timeZone,
    gymCalendar: calendar ?? gym.calendar,
    gymOwnerId: owner.id,
  });
}

/** The query cache of the screen on show: `settled` asks it whether a query is still fetching. */
let shownQueryClient: QueryClient | undefined;

/** The app's real router and screens at one address, with a query cache of the story's own. */
function Screen({ path }: { path: string }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // A failure shows at once: no retry, as the specification's error panel is what is judged.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    shownQueryClient = client;
    return client;
  });
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/**
 * Until the screen's chunk has loaded, no query is fetching and no call of the mock API is in flight
 * (a fetch reaches the mock's count only after its trip through the service worker, so the query
 * cache is asked too), every chart has drawn and every on-demand part arrived (their code loads
 * after the screen's), twice in a row.
 */
async function settled(canvasElement: HTMLElement) {
  let quietChecks = 0;
  await waitFor(
    () => {
      const quiet =
        (shownQueryClient?.isFetching() ?? 0) === 0 &&
        callsInFlight() === 0 &&
        canvasElement.querySelector('h1, [role="alert"]') !== null &&
        canvasElement.querySelector('[data-on-demand-pending]') === null &&
        chartsDrawn(canvasElement);
      quietChecks = quiet ? quietChecks + 1 : 0;
      expect(quietChecks).toBeGreaterThan(1);
    },
    { timeout: 10_000, interval: 50 },
  );
  await document.fonts.ready;
}

/** A screen that loaded its data shows no failure. */
async function withoutFailure({ canvasElement }: StoryContext) {
  await settled(canvasElement);
  await expect(within(canvasElement).queryAllByRole('alert')).toHaveLength(0);
}

/** What each state must show once the screen has settled. */
const checks: Record<DataState, (context: StoryContext) => Promise<void>> = {
  loading: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status').length).toBeGreaterThan(0), { timeout: 10_000 });
    await document.fonts.ready;
  },
  failure: async ({ canvasElement }) => {
    await settled(canvasElement);
    await waitFor(
      () => {
        const alerts = within(canvasElement).getAllByRole('alert');
        expect(alerts.some((alert) => (alert.textContent ?? '').trim().length > 0)).toBe(true);
      },
      { timeout: 10_000 },
    );
  },
  // An empty list says so ('No ... data available.'), in a status the screen reader announces.
  empty: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
  typical: withoutFailure,
  // The hard gym may warn (a negative SMS balance): only that the screen has settled.
  hard: ({ canvasElement }) => settled(canvasElement),
};

/** A screen's stories: the real app at `path`, seen by `viewer`, full width. */
export function screenMeta(path: string, viewer: Viewer = 'owner'): Meta {
  return {
    parameters: { layout: 'fullscreen', screen: { path, viewer } },
    tags: ['!autodocs', 'screen'],
    beforeEach: async (context) => {
      await mockApi(handlersFor(stateOf(context)));
      const parameters = context.parameters as ScreenParameters;
      // As the switch does: the script's font faces first, so no picture catches a word drawn in boxes.
      await switchLanguage(parameters.language ?? 'en');
      signInAs(parameters.screen.viewer, parameters.calendar);
    },
    // The play waits for the screen to show its state, then checks what that state must show.
    play: (context) => checks[stateOf(context)](context),
    render: (_args, { parameters }) => <Screen path={(parameters as ScreenParameters).screen.path} />,
  };
}

/**
 * A story's data state is its name, or its name's first word: `export const Typical = {}` shows the
 * typical gym, `TypicalInNepali` ('Typical In Nepali') the same in Nepali.
 */
function stateOf({ name }: Pick<StoryContext, 'name'>): DataState {
  const state = name.toLowerCase().split(' ')[0] ?? '';
  if (!(state in checks))
    throw new Error(`A screen story is named by its state (${Object.keys(checks)}), not ${name}`);
  return state as DataState;
}
