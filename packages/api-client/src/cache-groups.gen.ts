// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** The cache groups each operation reads (GET) or invalidates (mutations), keyed by 'method path'. */
export const cacheGroupsByOperation: Readonly<Record<string, readonly string[]>> = {
  'post /api/auth/authenticate/store': [],
  'post /api/auth/authenticate/admin': [],
  'post /api/auth/register': ["Users"],
  'get /api/enums/user-role': ["Enums"],
  'get /api/enums/district': ["Enums"],
  'get /api/enums/payment-type': ["Enums"],
  'get /api/enums/payment-status': ["Enums"],
  'get /public/api/judge/combined-data': [],
  'get /api/gyms/users/{userId}': ["Gyms"],
  'get /api/gyms/search': ["Gyms"],
  'post /api/gyms': ["Gyms"],
  'get /api/gyms/{id}': ["Gyms"],
  'put /api/gyms/{id}': ["Gyms"],
  'delete /api/gyms/{id}': ["Gyms"],
  'get /api/users': ["Users"],
  'get /api/users/{id}': ["Users"],
  'put /api/users/{id}': ["Users"],
  'delete /api/users/{id}': ["Users","Gyms"],
  'put /api/users/{userId}/change-password': [],
  'get /api/users/{userId}/total-sms': ["SMSCount"],
};
