import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot.tsx';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { AppLayout } from '../layouts/AppLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { SelectorLayout } from '../layouts/SelectorLayout.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { AdminOnly, PublicOnly, RequireAuth, RequireGym, SignedInArea } from './guards.tsx';
import { PATHS } from './paths.ts';

/** A route whose screen is its own chunk, loaded when first visited. */
const screen = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** Part 2 screens (their issue is open): each route exists and says what will be there. */
const upcoming = (path: string) => screen(path, () => import('../pages/app/UpcomingScreen.tsx'));

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              screen(PATHS.publicHome, () => import('../pages/public/HomePage.tsx')),
              screen(PATHS.about, () => import('../pages/public/AboutPage.tsx')),
              screen(PATHS.pricing, () => import('../pages/public/PricingPage.tsx')),
              screen(PATHS.contact, () => import('../pages/public/ContactPage.tsx')),
              screen(PATHS.gymMarketing, () => import('../pages/public/GymMarketingPage.tsx')),
              screen(PATHS.game, () => import('../pages/public/GamePage.tsx')),
              screen(PATHS.login, () => import('../pages/auth/LoginPage.tsx')),
              screen(PATHS.signup, () => import('../pages/auth/SignupPage.tsx')),
            ],
          },
        ],
      },
      screen(PATHS.logout, () => import('../pages/auth/LogoutPage.tsx')),
      // The judge viewer and the referees' phones need no sign-in (referees hold the platform's code).
      screen(PATHS.judgeViewer, () => import('../pages/judge/JudgeViewerPage.tsx')),
      screen('/judge/referee/:platformId', () => import('../pages/judge/JudgeRefereePage.tsx')),
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AdminOnly />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  screen(PATHS.adminHome, () => import('../pages/admin/AdminHomePage.tsx')),
                  upcoming(PATHS.manageGyms),
                  upcoming(PATHS.manageUsers),
                  upcoming(`${PATHS.manageUsers}/:userId`),
                  upcoming(`${PATHS.manageUsers}/:userId/edit`),
                  upcoming(PATHS.adminReports),
                ],
              },
            ],
          },
          {
            element: <SignedInArea />,
            children: [
              {
                element: <SelectorLayout />,
                children: [
                  screen(PATHS.gymSelector, () => import('../pages/gyms/GymSelectorPage.tsx')),
                  screen(PATHS.addFirstGym, () => import('../pages/gyms/GymCreatePage.tsx')),
                  screen(PATHS.judgeMeets, () => import('../pages/judge/JudgeMeetsPage.tsx')),
                  screen('/judge/table/:platformId', () => import('../pages/judge/JudgeOperatorPage.tsx')),
                ],
              },
              {
                element: <RequireGym />,
                children: [
                  {
                    element: <AppLayout />,
                    children: [
                      upcoming(PATHS.home),
                      screen(PATHS.gyms, () => import('../pages/gyms/GymsPage.tsx')),
                      screen(`${PATHS.gyms}/add`, () => import('../pages/gyms/GymCreatePage.tsx')),
                      screen(`${PATHS.gyms}/edit/:gymId`, () => import('../pages/gyms/GymEditPage.tsx')),
                      screen(`${PATHS.gyms}/:gymId`, () => import('../pages/gyms/GymDetailPage.tsx')),
                      upcoming(`${PATHS.gyms}/pricing/:gymId`),
                      ...[
                        PATHS.money,
                        PATHS.devices,
                        PATHS.clients,
                        PATHS.schedule,
                        PATHS.sms,
                        PATHS.profile,
                      ].flatMap((path) => [upcoming(path), upcoming(`${path}/*`)]),
                      upcoming(`${PATHS.attendance}/:clientId`),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
