// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** Every cache group the contract names. */
export const CACHE_GROUPS = [
  'AccessControlDevices',
  'Activity',
  'Attendance',
  'Categories',
  'ClientDues',
  'Clients',
  'DashboardMetrics',
  'Dues',
  'Enums',
  'FreezeSettings',
  'Gyms',
  'GymsSMSSetting',
  'Imports',
  'Invoices',
  'Meets',
  'MonthlyPayments',
  'PaymentGateways',
  'PaymentLinks',
  'Payments',
  'PricingPlans',
  'SMS',
  'SMSCount',
  'Staff',
  'StopOnOwe',
  'Users',
] as const;

export type CacheGroup = (typeof CACHE_GROUPS)[number];

/** The cache groups each operation reads (GET) or invalidates (mutations), keyed by 'method path'; only operations that have some. */
export const cacheGroupsByOperation = {
  'post /api/auth/register': ['Users'],
  'get /api/support-contact': ['Enums'],
  'get /api/enums/user-role': ['Enums'],
  'get /api/enums/district': ['Enums'],
  'get /api/enums/payment-type': ['Enums'],
  'get /api/enums/payment-status': ['Enums'],
  'get /api/judge/meets': ['Meets'],
  'post /api/judge/meets': ['Meets'],
  'get /api/judge/meets/{meetId}': ['Meets'],
  'put /api/judge/meets/{meetId}': ['Meets'],
  'delete /api/judge/meets/{meetId}': ['Meets'],
  'put /api/judge/meets/{meetId}/live': ['Meets'],
  'post /api/judge/meets/{meetId}/renew-codes': ['Meets'],
  'get /api/judge/platforms/{platformId}': ['Meets'],
  'put /api/judge/platforms/{platformId}/current': ['Meets'],
  'put /api/judge/platforms/{platformId}/attempts/{lift}/{attempt}': ['Meets'],
  'delete /api/judge/platforms/{platformId}/referee-locks': ['Meets'],
  'get /api/gyms/users/{userId}': ['Gyms'],
  'get /api/gyms/search': ['Gyms'],
  'post /api/gyms': ['Gyms'],
  'get /api/gyms/{id}': ['Gyms'],
  'put /api/gyms/{id}': ['Gyms'],
  'delete /api/gyms/{id}': ['Gyms'],
  'get /api/users': ['Users'],
  'get /api/users/{id}': ['Users'],
  'put /api/users/{id}': ['Users'],
  'delete /api/users/{id}': ['Users', 'Gyms'],
  'get /api/users/{userId}/total-sms': ['SMSCount'],
  'get /api/admin/summary': ['Users', 'Gyms', 'SMS'],
  'get /api/admin/local-sms': ['SMS'],
  'get /api/admin/gyms': ['Gyms', 'Users'],
  'get /api/staff/mine': ['Staff'],
  'get /api/staff/gyms/{gymId}': ['Staff'],
  'post /api/staff': ['Staff'],
  'put /api/staff/{id}': ['Staff'],
  'delete /api/staff/{id}': ['Staff'],
  'get /api/clients/gyms/{gymId}': ['Clients'],
  'get /api/expired-clients/gyms/{gymId}': ['Clients', 'DashboardMetrics'],
  'post /api/clients': ['Clients', 'DashboardMetrics', 'Activity'],
  'get /api/clients/{id}': ['Clients'],
  'put /api/clients/{id}': ['Clients', 'DashboardMetrics', 'Activity'],
  'delete /api/clients/{id}': ['Clients', 'Invoices', 'Payments', 'DashboardMetrics', 'MonthlyPayments', 'Activity'],
  'post /api/clients/{id}/set-inactive': ['Clients', 'DashboardMetrics', 'Activity'],
  'get /api/clients/{id}/freezes': ['Clients'],
  'post /api/clients/{id}/freezes': ['Clients', 'DashboardMetrics', 'Invoices', 'Activity', 'Dues', 'ClientDues'],
  'get /api/clients/{id}/freeze-allowance': ['Clients', 'PricingPlans'],
  'get /api/freezes/gyms/{gymId}/settings': ['FreezeSettings'],
  'put /api/freezes/gyms/{gymId}/settings': ['FreezeSettings'],
  'post /api/clients/{id}/freezes/{freezeId}/end': ['Clients', 'DashboardMetrics', 'Invoices', 'Activity'],
  'get /api/activity/gyms/{gymId}': ['Activity'],
  'get /api/clients/{id}/activity': ['Activity'],
  'get /api/dashboard-cards/{gymId}': ['DashboardMetrics'],
  'get /api/dashboard-monthly-payments/{gymId}': ['MonthlyPayments'],
  'get /api/dashboard-financial-summary/{gymId}': ['DashboardMetrics', 'Categories'],
  'get /api/moneyflows/gym/{gymId}': ['Categories'],
  'get /api/moneyflows/gym/{gymId}/tags': ['Categories'],
  'get /api/moneyflows/gym/{gymId}/analytics': ['Categories'],
  'get /api/moneyflows/gym/{gymId}/search': ['Categories'],
  'get /api/moneyflows/distribution': ['Categories'],
  'get /api/moneyflows/basic-info': ['Categories'],
  'get /api/moneyflows/aggregated-report': ['Categories'],
  'post /api/moneyflows': ['Categories', 'DashboardMetrics', 'Activity'],
  'get /api/moneyflows/{id}': ['Categories'],
  'put /api/moneyflows/{id}': ['Categories', 'DashboardMetrics', 'Activity'],
  'delete /api/moneyflows/{id}': ['Categories', 'DashboardMetrics', 'Activity'],
  'get /api/pricing-plans/gyms/{gymId}': ['Gyms'],
  'post /api/pricing-plans/gyms/{gymId}': ['Gyms'],
  'get /api/pricing-plans/{planId}': ['Gyms'],
  'put /api/pricing-plans/{planId}': ['Gyms'],
  'delete /api/pricing-plans/{planId}/gyms/{gymId}': ['Gyms'],
  'get /api/access-control-devices/gyms/{gymId}': ['AccessControlDevices'],
  'get /api/access-control-devices/client/{clientId}': ['AccessControlDevices'],
  'post /api/access-control-devices': ['AccessControlDevices', 'Activity'],
  'get /api/access-control-devices/{id}': ['AccessControlDevices'],
  'put /api/access-control-devices/{id}': ['AccessControlDevices', 'Activity'],
  'delete /api/access-control-devices/{id}': ['AccessControlDevices', 'Activity'],
  'post /api/access-control-devices/{deviceId}/add-all-clients': ['AccessControlDevices', 'Clients', 'Activity'],
  'post /api/access-control-devices/{deviceId}/add-clients': ['AccessControlDevices', 'Clients', 'Activity'],
  'delete /api/access-control-devices/{deviceId}/remove-clients': ['AccessControlDevices', 'Clients', 'Activity'],
  'get /api/access-control-devices/{deviceId}/commands': ['AccessControlDevices'],
  'post /api/access-control-devices/{deviceId}/remote-card-client/{clientId}': ['AccessControlDevices', 'Activity'],
  'post /api/access-control-devices/{deviceId}/remote-fingerprint-client/{clientId}': ['AccessControlDevices', 'Activity'],
  'get /api/invoices/clients/{clientId}/latest-membership-end-date': ['Invoices', 'Clients'],
  'get /api/invoices/clients/{clientId}': ['Invoices'],
  'get /api/invoices': ['Invoices'],
  'post /api/invoices': ['Invoices', 'Clients', 'DashboardMetrics', 'MonthlyPayments', 'Activity'],
  'get /api/invoices/{id}': ['Invoices'],
  'put /api/invoices/{id}': ['Invoices', 'Clients', 'DashboardMetrics', 'MonthlyPayments', 'Activity'],
  'delete /api/invoices/{id}': ['Invoices', 'Clients', 'DashboardMetrics', 'Activity'],
  'get /api/payments': ['Payments'],
  'post /api/payments': ['Payments', 'Invoices', 'Clients', 'DashboardMetrics', 'MonthlyPayments', 'Categories', 'Activity', 'SMS', 'SMSCount'],
  'get /api/payments/{id}': ['Payments'],
  'put /api/payments/{id}': ['Payments', 'Invoices', 'Clients', 'DashboardMetrics', 'MonthlyPayments', 'Categories', 'Activity'],
  'delete /api/payments/{id}': ['Payments', 'Invoices', 'Clients', 'DashboardMetrics', 'MonthlyPayments', 'Categories', 'Activity'],
  'get /api/payments/{id}/receipt': ['Payments', 'Invoices', 'SMS'],
  'post /api/payments/{id}/receipt/sms': ['SMS', 'SMSCount', 'Payments'],
  'get /api/gyms/{gymId}/payment-gateways': ['PaymentGateways'],
  'put /api/gyms/{gymId}/payment-gateways/{gateway}': ['PaymentGateways'],
  'get /api/invoices/{id}/payment-links': ['PaymentLinks'],
  'post /api/invoices/{id}/payment-links': ['PaymentLinks', 'SMS', 'SMSCount'],
  'post /api/payment-links/{id}/cancel': ['PaymentLinks'],
  'post /api/payment-links/{id}/check': ['PaymentLinks', 'Payments', 'Invoices', 'Clients', 'DashboardMetrics', 'MonthlyPayments', 'Categories', 'Activity', 'SMS', 'SMSCount'],
  'get /api/dues/gyms/{gymId}': ['Invoices', 'Clients'],
  'get /api/dues/gyms/{gymId}/stop-on-owe': ['StopOnOwe'],
  'put /api/dues/gyms/{gymId}/stop-on-owe': ['StopOnOwe', 'ClientDues'],
  'get /api/dues/clients/{clientId}': ['Invoices', 'ClientDues'],
  'post /api/dues/invoices/{id}/reminder': ['SMS', 'SMSCount'],
  'get /api/sms/gyms/{gymId}': ['SMS'],
  'get /api/sms/gyms/{gymId}/monthly-count': ['SMS'],
  'post /api/sms/send': ['SMS', 'SMSCount'],
  'get /api/sms/{id}': ['SMS'],
  'post /api/sms/{id}/resend': ['SMS', 'SMSCount'],
  'get /api/gyms-sms-settings/{id}': ['GymsSMSSetting'],
  'put /api/gyms-sms-settings/{id}': ['GymsSMSSetting'],
  'get /api/attendance/client/total-days': ['Attendance'],
  'get /api/attendance/client/in-out': ['Attendance'],
  'get /api/attendance/gym/total-clients-in': ['Attendance'],
  'get /api/attendance/gym/most-traffic-day': ['Attendance'],
  'get /api/attendance/gym/most-traffic-time': ['Attendance'],
  'get /api/attendance/client/last-12-months': ['Attendance'],
  'post /api/imports/clients/gyms/{gymId}': ['Imports'],
  'get /api/imports/{id}': ['Imports'],
  'delete /api/imports/{id}': ['Imports'],
  'post /api/imports/{id}/start': ['Imports', 'Clients', 'Invoices', 'Dues', 'DashboardMetrics'],
} as const satisfies Record<string, readonly CacheGroup[]>;

/** The operations without cache groups, left out of the map above. */
type UngroupedOperation =
  | 'get /healthz'
  | 'get /readyz'
  | 'post /api/auth/authenticate/store'
  | 'post /api/auth/authenticate/admin'
  | 'post /api/auth/password-reset/code'
  | 'post /api/auth/password-reset'
  | 'get /public/api/judge/combined-data'
  | 'get /public/api/judge/platforms/{platformId}/events'
  | 'get /public/api/judge/meets/{meetSlug}'
  | 'put /api/judge/meets/{meetId}/platforms/{platformNumber}/combined-data'
  | 'get /api/judge/platforms/{platformId}/referee-view'
  | 'post /api/judge/platforms/{platformId}/decisions'
  | 'put /api/users/{userId}/change-password'
  | 'post /api/sms/quote'
  | 'get /api/exports/clients/gyms/{gymId}'
  | 'get /api/exports/invoices'
  | 'get /api/exports/payments'
  | 'get /api/exports/moneyflows/gym/{gymId}'
  | 'get /api/exports/attendance/client'
  | 'get /api/exports/sms/gyms/{gymId}'
  | 'get /api/exports/gyms/{gymId}/everything'
  | 'post /api/imports/{id}/preview';

/** An operation of the contract, as 'method path'. */
export type Operation = keyof typeof cacheGroupsByOperation | UngroupedOperation;

/** The operations whose answer is the same for everyone until a new release (their `x-static`). */
export const STATIC_OPERATIONS = [
  'get /api/support-contact',
  'get /api/enums/user-role',
  'get /api/enums/district',
  'get /api/enums/payment-type',
  'get /api/enums/payment-status',
] as const satisfies readonly Operation[];
