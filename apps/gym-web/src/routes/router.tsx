import type { Permission } from '@gym/api-client';
import { type ComponentType, lazy, type ReactElement } from 'react';
import { AppRoot } from '../app/AppRoot.tsx';
import { languageStore } from '../i18n/i18n.ts';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { AppLayout } from '../layouts/AppLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { SelectorLayout } from '../layouts/SelectorLayout.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { AdminOnly, Permitted, PublicOnly, RequireAuth, RequireGym, SignedInArea } from './guards.tsx';
import type { RouteObject } from './match.ts';
import { Navigate } from './navigation.tsx';
import type { AppRoute } from './route.ts';
import { ROUTES } from './route-table.ts';

/**
 * A route whose screen is its own chunk, loaded when first visited (React.lazy: AppRoot's Suspense
 * waits for it, and a navigation, being a transition, keeps the current screen until it is there),
 * with its part of the language's catalog (`area`: its module under src/pages; checked by
 * router-areas.test.ts), so it never shows in English first; a screen that needs a permission
 * sends a person without it to the first screen they may open (guards.tsx).
 */
const screen = (
  { pattern }: AppRoute<string>,
  area: string,
  load: () => Promise<{ default: ComponentType }>,
  permission?: Permission,
): RouteObject => {
  const Screen = lazy(() => Promise.all([load(), languageStore.needArea(area)]).then(([module]) => module));
  const element = permission ? (
    <Permitted permission={permission}>
      <Screen />
    </Permitted>
  ) : (
    <Screen />
  );
  return { path: pattern, element };
};

/** A layout or guard route: its element wraps the screens below it. */
const layout = (element: ReactElement, children: RouteObject[]): RouteObject => ({ element, children });

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      layout(<PublicOnly />, [
        layout(<PublicLayout />, [
          screen(ROUTES.publicHome, 'public/HomePage', () => import('../pages/public/HomePage.tsx')),
          screen(ROUTES.about, 'public/AboutPage', () => import('../pages/public/AboutPage.tsx')),
          screen(ROUTES.pricing, 'public/PricingPage', () => import('../pages/public/PricingPage.tsx')),
          screen(ROUTES.contact, 'public/ContactPage', () => import('../pages/public/ContactPage.tsx')),
          screen(
            ROUTES.gymMarketing,
            'public/GymMarketingPage',
            () => import('../pages/public/GymMarketingPage.tsx'),
          ),
          screen(ROUTES.game, 'public/GamePage', () => import('../pages/public/GamePage.tsx')),
          screen(ROUTES.login, 'auth/LoginPage', () => import('../pages/auth/LoginPage.tsx')),
          screen(ROUTES.signup, 'auth/SignupPage', () => import('../pages/auth/SignupPage.tsx')),
          screen(
            ROUTES.forgotPassword,
            'auth/ForgotPasswordPage',
            () => import('../pages/auth/ForgotPasswordPage.tsx'),
          ),
        ]),
      ]),
      screen(ROUTES.logout, 'auth/LogoutPage', () => import('../pages/auth/LogoutPage.tsx')),
      // The judge viewer and the referees' phones need no sign-in (referees hold the platform's code).
      screen(ROUTES.judgeViewer, 'judge/JudgeViewerPage', () => import('../pages/judge/JudgeViewerPage.tsx')),
      screen(
        ROUTES.judgeReferee,
        'judge/JudgeRefereePage',
        () => import('../pages/judge/JudgeRefereePage.tsx'),
      ),
      layout(<RequireAuth />, [
        layout(<AdminOnly />, [
          layout(<AdminLayout />, [
            screen(ROUTES.adminHome, 'admin/AdminHomePage', () => import('../pages/admin/AdminHomePage.tsx')),
            screen(
              ROUTES.manageGyms,
              'admin/ManageGymsPage',
              () => import('../pages/admin/ManageGymsPage.tsx'),
            ),
            screen(ROUTES.manageUsers, 'admin/UsersPage', () => import('../pages/admin/UsersPage.tsx')),
            screen(
              ROUTES.manageUser,
              'admin/UserDetailPage',
              () => import('../pages/admin/UserDetailPage.tsx'),
            ),
            screen(
              ROUTES.manageUserEdit,
              'admin/UserEditPage',
              () => import('../pages/admin/UserEditPage.tsx'),
            ),
            // Reports has no content in the specification; the platform's figures are on the admin
            // home, so an old link to Reports lands there (and the menu leaves Reports out).
            { path: ROUTES.adminReports.pattern, element: <Navigate to={ROUTES.adminHome.to()} replace /> },
          ]),
        ]),
        layout(<SignedInArea />, [
          layout(<SelectorLayout />, [
            screen(
              ROUTES.gymSelector,
              'gyms/GymSelectorPage',
              () => import('../pages/gyms/GymSelectorPage.tsx'),
            ),
            screen(ROUTES.addFirstGym, 'gyms/GymCreatePage', () => import('../pages/gyms/GymCreatePage.tsx')),
            screen(
              ROUTES.judgeMeets,
              'judge/JudgeMeetsPage',
              () => import('../pages/judge/JudgeMeetsPage.tsx'),
            ),
            screen(
              ROUTES.judgeOperator,
              'judge/JudgeOperatorPage',
              () => import('../pages/judge/JudgeOperatorPage.tsx'),
            ),
          ]),
          layout(<RequireGym />, [
            layout(<AppLayout />, [
              screen(
                ROUTES.home,
                'dashboard/DashboardPage',
                () => import('../pages/dashboard/DashboardPage.tsx'),
                'analytics.read',
              ),
              screen(ROUTES.gyms, 'gyms/GymsPage', () => import('../pages/gyms/GymsPage.tsx')),
              screen(ROUTES.gymAdd, 'gyms/GymCreatePage', () => import('../pages/gyms/GymCreatePage.tsx')),
              screen(
                ROUTES.gymEdit,
                'gyms/GymEditPage',
                () => import('../pages/gyms/GymEditPage.tsx'),
                'gym.settings',
              ),
              screen(
                ROUTES.gymDetail,
                'gyms/GymDetailPage',
                () => import('../pages/gyms/GymDetailPage.tsx'),
                'gym.read',
              ),
              screen(
                ROUTES.gymPricing,
                'billing/PricingPlansPage',
                () => import('../pages/billing/PricingPlansPage.tsx'),
                'pricing.read',
              ),
              screen(
                ROUTES.gymActivity,
                'activity/GymActivityPage',
                () => import('../pages/activity/GymActivityPage.tsx'),
                'money.read',
              ),
              screen(
                ROUTES.staff,
                'staff/StaffPage',
                () => import('../pages/staff/StaffPage.tsx'),
                'staff.manage',
              ),
              screen(
                ROUTES.money,
                'money/MoneyListPage',
                () => import('../pages/money/MoneyListPage.tsx'),
                'money.read',
              ),
              screen(
                ROUTES.moneyAdd,
                'money/MoneyAddPage',
                () => import('../pages/money/MoneyAddPage.tsx'),
                'money.write',
              ),
              screen(
                ROUTES.moneyEdit,
                'money/MoneyEditPage',
                () => import('../pages/money/MoneyEditPage.tsx'),
                'money.write',
              ),
              screen(
                ROUTES.moneyAnalytics,
                'money/MoneyAnalyticsPage',
                () => import('../pages/money/MoneyAnalyticsPage.tsx'),
                'analytics.read',
              ),
              screen(
                ROUTES.devices,
                'devices/DevicesPage',
                () => import('../pages/devices/DevicesPage.tsx'),
                'devices.manage',
              ),
              { path: ROUTES.devicesAlias.pattern, element: <Navigate to={ROUTES.devices.to()} replace /> },
              screen(
                ROUTES.deviceAdd,
                'devices/DeviceAddPage',
                () => import('../pages/devices/DeviceAddPage.tsx'),
                'devices.manage',
              ),
              screen(
                ROUTES.deviceEdit,
                'devices/DeviceEditPage',
                () => import('../pages/devices/DeviceEditPage.tsx'),
                'devices.manage',
              ),
              screen(
                ROUTES.deviceDetail,
                'devices/DeviceDetailPage',
                () => import('../pages/devices/DeviceDetailPage.tsx'),
                'devices.manage',
              ),
              screen(
                ROUTES.clients,
                'clients/ClientsPage',
                () => import('../pages/clients/ClientsPage.tsx'),
                'clients.read',
              ),
              screen(
                ROUTES.clientAdd,
                'clients/ClientCreatePage',
                () => import('../pages/clients/ClientCreatePage.tsx'),
                'clients.write',
              ),
              screen(
                ROUTES.clientImport,
                'clients/import/ClientImportPage',
                () => import('../pages/clients/import/ClientImportPage.tsx'),
                'data.import',
              ),
              screen(
                ROUTES.clientDetail,
                'clients/ClientDetailPage',
                () => import('../pages/clients/ClientDetailPage.tsx'),
                'clients.read',
              ),
              screen(
                ROUTES.clientEdit,
                'clients/ClientEditPage',
                () => import('../pages/clients/ClientEditPage.tsx'),
                'clients.write',
              ),
              screen(
                ROUTES.clientInvoice,
                'billing/InvoicePage',
                () => import('../pages/billing/InvoicePage.tsx'),
                'invoices.read',
              ),
              screen(
                ROUTES.clientInvoiceAdd,
                'billing/InvoiceAddPage',
                () => import('../pages/billing/InvoiceAddPage.tsx'),
                'invoices.write',
              ),
              screen(
                ROUTES.clientInvoiceEdit,
                'billing/InvoiceEditPage',
                () => import('../pages/billing/InvoiceEditPage.tsx'),
                'invoices.write',
              ),
              screen(
                ROUTES.clientPaymentAdd,
                'billing/PaymentAddPage',
                () => import('../pages/billing/PaymentAddPage.tsx'),
                'payments.record',
              ),
              screen(
                ROUTES.clientPaymentEdit,
                'billing/PaymentEditPage',
                () => import('../pages/billing/PaymentEditPage.tsx'),
                'payments.edit',
              ),
              screen(
                ROUTES.clientPaymentReceipt,
                'billing/ReceiptPage',
                () => import('../pages/billing/ReceiptPage.tsx'),
                'invoices.read',
              ),
              screen(
                ROUTES.dues,
                'dues/DuesPage',
                () => import('../pages/dues/DuesPage.tsx'),
                'invoices.read',
              ),
              screen(
                ROUTES.smsSchedule,
                'sms/SmsSchedulePage',
                () => import('../pages/sms/SmsSchedulePage.tsx'),
                'sms.settings',
              ),
              screen(ROUTES.sms, 'sms/SmsListPage', () => import('../pages/sms/SmsListPage.tsx'), 'sms.send'),
              screen(
                ROUTES.smsAdd,
                'sms/SmsSendPage',
                () => import('../pages/sms/SmsSendPage.tsx'),
                'sms.send',
              ),
              screen(ROUTES.profile, 'profile/ProfilePage', () => import('../pages/profile/ProfilePage.tsx')),
              screen(
                ROUTES.profileEdit,
                'profile/ProfileEditPage',
                () => import('../pages/profile/ProfileEditPage.tsx'),
              ),
              screen(
                ROUTES.profileChangePassword,
                'profile/ChangePasswordPage',
                () => import('../pages/profile/ChangePasswordPage.tsx'),
              ),
              screen(
                ROUTES.attendance,
                'attendance/AttendancePage',
                () => import('../pages/attendance/AttendancePage.tsx'),
                'attendance.read',
              ),
            ]),
          ]),
        ]),
      ]),
      { path: '*', element: <ErrorPage /> },
    ],
  },
];
