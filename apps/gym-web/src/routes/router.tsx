import { type ComponentType, lazy, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot.tsx';
import { languageStore } from '../i18n/i18n.ts';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { AppLayout } from '../layouts/AppLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { SelectorLayout } from '../layouts/SelectorLayout.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { AdminOnly, PublicOnly, RequireAuth, RequireGym, SignedInArea } from './guards.tsx';
import type { AppRoute } from './route.ts';
import { ROUTES } from './route-table.ts';

/**
 * A route whose screen is its own chunk, loaded when first visited (React.lazy: AppRoot's Suspense
 * waits for it, and a navigation, being a transition, keeps the current screen until it is there),
 * with its folder's part of the language's catalog (`area`: the folder under src/pages; checked by
 * router-areas.test.ts), so it never shows in English first.
 */
const screen = (
  { pattern }: AppRoute<string>,
  area: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => {
  const Screen = lazy(() => Promise.all([load(), languageStore.needArea(area)]).then(([module]) => module));
  return { path: pattern, element: <Screen /> };
};

/** A layout or guard route: its element wraps the screens below it. */
const layout = (element: ReactElement, children: RouteObject[]): RouteObject => ({ element, children });

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      layout(<PublicOnly />, [
        layout(<PublicLayout />, [
          screen(ROUTES.publicHome, 'public', () => import('../pages/public/HomePage.tsx')),
          screen(ROUTES.about, 'public', () => import('../pages/public/AboutPage.tsx')),
          screen(ROUTES.pricing, 'public', () => import('../pages/public/PricingPage.tsx')),
          screen(ROUTES.contact, 'public', () => import('../pages/public/ContactPage.tsx')),
          screen(ROUTES.gymMarketing, 'public', () => import('../pages/public/GymMarketingPage.tsx')),
          screen(ROUTES.game, 'public', () => import('../pages/public/GamePage.tsx')),
          screen(ROUTES.login, 'auth', () => import('../pages/auth/LoginPage.tsx')),
          screen(ROUTES.signup, 'auth', () => import('../pages/auth/SignupPage.tsx')),
          screen(ROUTES.forgotPassword, 'auth', () => import('../pages/auth/ForgotPasswordPage.tsx')),
        ]),
      ]),
      screen(ROUTES.logout, 'auth', () => import('../pages/auth/LogoutPage.tsx')),
      // The judge viewer and the referees' phones need no sign-in (referees hold the platform's code).
      screen(ROUTES.judgeViewer, 'judge', () => import('../pages/judge/JudgeViewerPage.tsx')),
      screen(ROUTES.judgeReferee, 'judge', () => import('../pages/judge/JudgeRefereePage.tsx')),
      layout(<RequireAuth />, [
        layout(<AdminOnly />, [
          layout(<AdminLayout />, [
            screen(ROUTES.adminHome, 'admin', () => import('../pages/admin/AdminHomePage.tsx')),
            screen(ROUTES.manageGyms, 'admin', () => import('../pages/admin/ManageGymsPage.tsx')),
            screen(ROUTES.manageUsers, 'admin', () => import('../pages/admin/UsersPage.tsx')),
            screen(ROUTES.manageUser, 'admin', () => import('../pages/admin/UserDetailPage.tsx')),
            screen(ROUTES.manageUserEdit, 'admin', () => import('../pages/admin/UserEditPage.tsx')),
            // Reports has no content in the specification; the platform's figures are on the admin
            // home, so an old link to Reports lands there (and the menu leaves Reports out).
            { path: ROUTES.adminReports.pattern, element: <Navigate to={ROUTES.adminHome.to()} replace /> },
          ]),
        ]),
        layout(<SignedInArea />, [
          layout(<SelectorLayout />, [
            screen(ROUTES.gymSelector, 'gyms', () => import('../pages/gyms/GymSelectorPage.tsx')),
            screen(ROUTES.addFirstGym, 'gyms', () => import('../pages/gyms/GymCreatePage.tsx')),
            screen(ROUTES.judgeMeets, 'judge', () => import('../pages/judge/JudgeMeetsPage.tsx')),
            screen(ROUTES.judgeOperator, 'judge', () => import('../pages/judge/JudgeOperatorPage.tsx')),
          ]),
          layout(<RequireGym />, [
            layout(<AppLayout />, [
              screen(ROUTES.home, 'dashboard', () => import('../pages/dashboard/DashboardPage.tsx')),
              screen(ROUTES.gyms, 'gyms', () => import('../pages/gyms/GymsPage.tsx')),
              screen(ROUTES.gymAdd, 'gyms', () => import('../pages/gyms/GymCreatePage.tsx')),
              screen(ROUTES.gymEdit, 'gyms', () => import('../pages/gyms/GymEditPage.tsx')),
              screen(ROUTES.gymDetail, 'gyms', () => import('../pages/gyms/GymDetailPage.tsx')),
              screen(ROUTES.gymPricing, 'billing', () => import('../pages/billing/PricingPlansPage.tsx')),
              screen(ROUTES.gymActivity, 'activity', () => import('../pages/activity/GymActivityPage.tsx')),
              screen(ROUTES.money, 'money', () => import('../pages/money/MoneyListPage.tsx')),
              screen(ROUTES.moneyAdd, 'money', () => import('../pages/money/MoneyAddPage.tsx')),
              screen(ROUTES.moneyEdit, 'money', () => import('../pages/money/MoneyEditPage.tsx')),
              screen(ROUTES.moneyAnalytics, 'money', () => import('../pages/money/MoneyAnalyticsPage.tsx')),
              screen(ROUTES.devices, 'devices', () => import('../pages/devices/DevicesPage.tsx')),
              { path: ROUTES.devicesAlias.pattern, element: <Navigate to={ROUTES.devices.to()} replace /> },
              screen(ROUTES.deviceAdd, 'devices', () => import('../pages/devices/DeviceAddPage.tsx')),
              screen(ROUTES.deviceEdit, 'devices', () => import('../pages/devices/DeviceEditPage.tsx')),
              screen(ROUTES.deviceDetail, 'devices', () => import('../pages/devices/DeviceDetailPage.tsx')),
              screen(ROUTES.clients, 'clients', () => import('../pages/clients/ClientsPage.tsx')),
              screen(ROUTES.clientAdd, 'clients', () => import('../pages/clients/ClientCreatePage.tsx')),
              screen(ROUTES.clientDetail, 'clients', () => import('../pages/clients/ClientDetailPage.tsx')),
              screen(ROUTES.clientEdit, 'clients', () => import('../pages/clients/ClientEditPage.tsx')),
              screen(ROUTES.clientInvoice, 'billing', () => import('../pages/billing/InvoicePage.tsx')),
              screen(ROUTES.clientInvoiceAdd, 'billing', () => import('../pages/billing/InvoiceAddPage.tsx')),
              screen(
                ROUTES.clientInvoiceEdit,
                'billing',
                () => import('../pages/billing/InvoiceEditPage.tsx'),
              ),
              screen(ROUTES.clientPaymentAdd, 'billing', () => import('../pages/billing/PaymentAddPage.tsx')),
              screen(
                ROUTES.clientPaymentEdit,
                'billing',
                () => import('../pages/billing/PaymentEditPage.tsx'),
              ),
              screen(
                ROUTES.clientPaymentReceipt,
                'billing',
                () => import('../pages/billing/ReceiptPage.tsx'),
              ),
              screen(ROUTES.dues, 'dues', () => import('../pages/dues/DuesPage.tsx')),
              screen(ROUTES.smsSchedule, 'sms', () => import('../pages/sms/SmsSchedulePage.tsx')),
              screen(ROUTES.sms, 'sms', () => import('../pages/sms/SmsListPage.tsx')),
              screen(ROUTES.smsAdd, 'sms', () => import('../pages/sms/SmsSendPage.tsx')),
              screen(ROUTES.profile, 'profile', () => import('../pages/profile/ProfilePage.tsx')),
              screen(ROUTES.profileEdit, 'profile', () => import('../pages/profile/ProfileEditPage.tsx')),
              screen(
                ROUTES.profileChangePassword,
                'profile',
                () => import('../pages/profile/ChangePasswordPage.tsx'),
              ),
              screen(ROUTES.attendance, 'attendance', () => import('../pages/attendance/AttendancePage.tsx')),
            ]),
          ]),
        ]),
      ]),
      { path: '*', element: <ErrorPage /> },
    ],
  },
];
