import type { ComponentType, ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot.tsx';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { AppLayout } from '../layouts/AppLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { SelectorLayout } from '../layouts/SelectorLayout.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { AdminOnly, PublicOnly, RequireAuth, RequireGym, SignedInArea } from './guards.tsx';
import type { AppRoute } from './route.ts';
import { ROUTES } from './route-table.ts';

/** A route whose screen is its own chunk, loaded when first visited. */
const screen = (
  { pattern }: AppRoute<string>,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path: pattern,
  lazy: async () => ({ Component: (await load()).default }),
});

/** Part 2 screens (their issue is open): each route exists and names what will be there. */
const upcoming = ({ pattern }: AppRoute<string>, title: string): RouteObject => ({
  path: pattern,
  lazy: async () => {
    const { UpcomingScreen } = await import('../pages/app/UpcomingScreen.tsx');
    return { element: <UpcomingScreen title={title} /> };
  },
});

/** A layout or guard route: its element wraps the screens below it. */
const layout = (element: ReactElement, children: RouteObject[]): RouteObject => ({ element, children });

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    children: [
      layout(<PublicOnly />, [
        layout(<PublicLayout />, [
          screen(ROUTES.publicHome, () => import('../pages/public/HomePage.tsx')),
          screen(ROUTES.about, () => import('../pages/public/AboutPage.tsx')),
          screen(ROUTES.pricing, () => import('../pages/public/PricingPage.tsx')),
          screen(ROUTES.contact, () => import('../pages/public/ContactPage.tsx')),
          screen(ROUTES.gymMarketing, () => import('../pages/public/GymMarketingPage.tsx')),
          screen(ROUTES.game, () => import('../pages/public/GamePage.tsx')),
          screen(ROUTES.login, () => import('../pages/auth/LoginPage.tsx')),
          screen(ROUTES.signup, () => import('../pages/auth/SignupPage.tsx')),
        ]),
      ]),
      screen(ROUTES.logout, () => import('../pages/auth/LogoutPage.tsx')),
      // The judge viewer and the referees' phones need no sign-in (referees hold the platform's code).
      screen(ROUTES.judgeViewer, () => import('../pages/judge/JudgeViewerPage.tsx')),
      screen(ROUTES.judgeReferee, () => import('../pages/judge/JudgeRefereePage.tsx')),
      layout(<RequireAuth />, [
        layout(<AdminOnly />, [
          layout(<AdminLayout />, [
            screen(ROUTES.adminHome, () => import('../pages/admin/AdminHomePage.tsx')),
            screen(ROUTES.manageGyms, () => import('../pages/admin/ManageGymsPage.tsx')),
            screen(ROUTES.manageUsers, () => import('../pages/admin/UsersPage.tsx')),
            screen(ROUTES.manageUser, () => import('../pages/admin/UserDetailPage.tsx')),
            screen(ROUTES.manageUserEdit, () => import('../pages/admin/UserEditPage.tsx')),
            // Reports has no content in the specification; the platform's figures are on the admin
            // home, so an old link to Reports lands there (and the menu leaves Reports out).
            { path: ROUTES.adminReports.pattern, element: <Navigate to={ROUTES.adminHome.to()} replace /> },
          ]),
        ]),
        layout(<SignedInArea />, [
          layout(<SelectorLayout />, [
            screen(ROUTES.gymSelector, () => import('../pages/gyms/GymSelectorPage.tsx')),
            screen(ROUTES.addFirstGym, () => import('../pages/gyms/GymCreatePage.tsx')),
            screen(ROUTES.judgeMeets, () => import('../pages/judge/JudgeMeetsPage.tsx')),
            screen(ROUTES.judgeOperator, () => import('../pages/judge/JudgeOperatorPage.tsx')),
          ]),
          layout(<RequireGym />, [
            layout(<AppLayout />, [
              upcoming(ROUTES.home, 'Dashboard'),
              screen(ROUTES.gyms, () => import('../pages/gyms/GymsPage.tsx')),
              screen(ROUTES.gymAdd, () => import('../pages/gyms/GymCreatePage.tsx')),
              screen(ROUTES.gymEdit, () => import('../pages/gyms/GymEditPage.tsx')),
              screen(ROUTES.gymDetail, () => import('../pages/gyms/GymDetailPage.tsx')),
              upcoming(ROUTES.gymPricing, 'Pricing Plans'),
              upcoming(ROUTES.money, 'Money'),
              upcoming(ROUTES.devices, 'Devices'),
              upcoming(ROUTES.clients, 'Clients'),
              screen(ROUTES.smsSchedule, () => import('../pages/sms/SmsSchedulePage.tsx')),
              screen(ROUTES.sms, () => import('../pages/sms/SmsListPage.tsx')),
              screen(ROUTES.smsAdd, () => import('../pages/sms/SmsSendPage.tsx')),
              upcoming(ROUTES.profile, 'Profile'),
              upcoming(ROUTES.attendance, 'Attendance'),
            ]),
          ]),
        ]),
      ]),
      { path: '*', element: <ErrorPage /> },
    ],
  },
];
