import type { Permission } from '@gym/api-client';
import { type ComponentType, lazy, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot.tsx';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { AppLayout } from '../layouts/AppLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { SelectorLayout } from '../layouts/SelectorLayout.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { AdminOnly, Permitted, PublicOnly, RequireAuth, RequireGym, SignedInArea } from './guards.tsx';
import type { AppRoute } from './route.ts';
import { ROUTES } from './route-table.ts';

/**
 * A route whose screen is its own chunk, loaded when first visited (React.lazy: AppRoot's Suspense
 * waits for it, and a navigation, being a transition, keeps the current screen until it is there).
 */
const screen = (
  { pattern }: AppRoute<string>,
  load: () => Promise<{ default: ComponentType }>,
  permission?: Permission,
): RouteObject => {
  const Screen = lazy(load);
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
          screen(ROUTES.publicHome, () => import('../pages/public/HomePage.tsx')),
          screen(ROUTES.about, () => import('../pages/public/AboutPage.tsx')),
          screen(ROUTES.pricing, () => import('../pages/public/PricingPage.tsx')),
          screen(ROUTES.contact, () => import('../pages/public/ContactPage.tsx')),
          screen(ROUTES.gymMarketing, () => import('../pages/public/GymMarketingPage.tsx')),
          screen(ROUTES.game, () => import('../pages/public/GamePage.tsx')),
          screen(ROUTES.login, () => import('../pages/auth/LoginPage.tsx')),
          screen(ROUTES.signup, () => import('../pages/auth/SignupPage.tsx')),
          screen(ROUTES.forgotPassword, () => import('../pages/auth/ForgotPasswordPage.tsx')),
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
              screen(ROUTES.home, () => import('../pages/dashboard/DashboardPage.tsx'), 'analytics.read'),
              screen(ROUTES.gyms, () => import('../pages/gyms/GymsPage.tsx')),
              screen(ROUTES.gymAdd, () => import('../pages/gyms/GymCreatePage.tsx')),
              screen(ROUTES.gymEdit, () => import('../pages/gyms/GymEditPage.tsx'), 'gym.settings'),
              screen(ROUTES.gymDetail, () => import('../pages/gyms/GymDetailPage.tsx'), 'gym.read'),
              screen(
                ROUTES.gymPricing,
                () => import('../pages/billing/PricingPlansPage.tsx'),
                'pricing.read',
              ),
              screen(ROUTES.gymActivity, () => import('../pages/activity/GymActivityPage.tsx'), 'money.read'),
              screen(ROUTES.money, () => import('../pages/money/MoneyListPage.tsx'), 'money.read'),
              screen(ROUTES.moneyAdd, () => import('../pages/money/MoneyAddPage.tsx'), 'money.write'),
              screen(ROUTES.moneyEdit, () => import('../pages/money/MoneyEditPage.tsx'), 'money.write'),
              screen(
                ROUTES.moneyAnalytics,
                () => import('../pages/money/MoneyAnalyticsPage.tsx'),
                'analytics.read',
              ),
              screen(ROUTES.devices, () => import('../pages/devices/DevicesPage.tsx'), 'devices.manage'),
              { path: ROUTES.devicesAlias.pattern, element: <Navigate to={ROUTES.devices.to()} replace /> },
              screen(ROUTES.deviceAdd, () => import('../pages/devices/DeviceAddPage.tsx'), 'devices.manage'),
              screen(
                ROUTES.deviceEdit,
                () => import('../pages/devices/DeviceEditPage.tsx'),
                'devices.manage',
              ),
              screen(
                ROUTES.deviceDetail,
                () => import('../pages/devices/DeviceDetailPage.tsx'),
                'devices.manage',
              ),
              screen(ROUTES.clients, () => import('../pages/clients/ClientsPage.tsx'), 'clients.read'),
              screen(
                ROUTES.clientAdd,
                () => import('../pages/clients/ClientCreatePage.tsx'),
                'clients.write',
              ),
              screen(
                ROUTES.clientDetail,
                () => import('../pages/clients/ClientDetailPage.tsx'),
                'clients.read',
              ),
              screen(ROUTES.clientEdit, () => import('../pages/clients/ClientEditPage.tsx'), 'clients.write'),
              screen(ROUTES.clientInvoice, () => import('../pages/billing/InvoicePage.tsx'), 'invoices.read'),
              screen(
                ROUTES.clientInvoiceAdd,
                () => import('../pages/billing/InvoiceAddPage.tsx'),
                'invoices.write',
              ),
              screen(
                ROUTES.clientInvoiceEdit,
                () => import('../pages/billing/InvoiceEditPage.tsx'),
                'invoices.write',
              ),
              screen(
                ROUTES.clientPaymentAdd,
                () => import('../pages/billing/PaymentAddPage.tsx'),
                'payments.record',
              ),
              screen(
                ROUTES.clientPaymentEdit,
                () => import('../pages/billing/PaymentEditPage.tsx'),
                'payments.edit',
              ),
              screen(
                ROUTES.clientPaymentReceipt,
                () => import('../pages/billing/ReceiptPage.tsx'),
                'invoices.read',
              ),
              screen(ROUTES.dues, () => import('../pages/dues/DuesPage.tsx'), 'invoices.read'),
              screen(ROUTES.smsSchedule, () => import('../pages/sms/SmsSchedulePage.tsx'), 'sms.settings'),
              screen(ROUTES.sms, () => import('../pages/sms/SmsListPage.tsx'), 'sms.send'),
              screen(ROUTES.smsAdd, () => import('../pages/sms/SmsSendPage.tsx'), 'sms.send'),
              screen(ROUTES.profile, () => import('../pages/profile/ProfilePage.tsx')),
              screen(ROUTES.profileEdit, () => import('../pages/profile/ProfileEditPage.tsx')),
              screen(ROUTES.profileChangePassword, () => import('../pages/profile/ChangePasswordPage.tsx')),
              screen(
                ROUTES.attendance,
                () => import('../pages/attendance/AttendancePage.tsx'),
                'attendance.read',
              ),
              screen(ROUTES.staff, () => import('../pages/staff/StaffPage.tsx'), 'staff.manage'),
            ]),
          ]),
        ]),
      ]),
      { path: '*', element: <ErrorPage /> },
    ],
  },
];
