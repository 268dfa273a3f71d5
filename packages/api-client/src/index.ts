export { CACHE_GROUPS, type CacheGroup, type Operation } from './cache-groups.gen.ts';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts';
export { type ApiError, ApiRequestError, errorMessage, SESSION_EXPIRED_MESSAGE } from './errors.ts';
export {
  type CountryCode,
  countryOfTimeZone,
  fieldLabel,
  internationalPhone,
  isDateBefore,
  isEmailAddress,
  isPhoneShape,
  limitMessage,
  normalisePhone,
  parsePhoneList,
  phoneExample,
} from './field-rules.ts';
export { brokenLimit, limitError } from './limit-check.ts';
export {
  CALLER_SCOPES,
  type CallerScope,
  GYM_PERMISSIONS,
  type GymPermission,
  type Permission,
  permissionByOperation,
  ROLE_PERMISSIONS,
  type StaffRole,
} from './permissions.gen.ts';
export { cacheGroupsOf, createApiQueries, createQueryClient } from './queries.ts';
export type { components, operations, paths } from './schema.gen.ts';
export * from './validation-limits.gen.ts';
export { operationMessages, validationMessages } from './validation-messages.gen.ts';
