import type { Config } from '../config.ts';
import type { HandlerMap } from '../contract.ts';
import { DISTRICTS, PAYMENT_STATUSES, PAYMENT_TYPES, USER_ROLES } from './lists.ts';

export function enumHandlers(config: Pick<Config, 'supportPhone'>) {
  return {
    getSupportContact: async () => ({ phone: config.supportPhone ?? null }),
    listUserRoles: async () => [...USER_ROLES],
    listDistricts: async (request) => [...DISTRICTS[request.query.country ?? 'NP']],
    listPaymentTypes: async () => [...PAYMENT_TYPES],
    listPaymentStatuses: async () => [...PAYMENT_STATUSES],
  } satisfies HandlerMap;
}
