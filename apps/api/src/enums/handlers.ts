import type { HandlerMap } from '../contract.ts';
import { DISTRICTS, PAYMENT_STATUSES, PAYMENT_TYPES, USER_ROLES } from './lists.ts';

export function enumHandlers() {
  return {
    listUserRoles: async () => [...USER_ROLES],
    listDistricts: async (request) => [...DISTRICTS[request.query.country ?? 'NP']],
    listPaymentTypes: async () => [...PAYMENT_TYPES],
    listPaymentStatuses: async () => [...PAYMENT_STATUSES],
  } satisfies HandlerMap;
}
