import { permissionByOperation } from '@gym/api-client/permissions';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table.ts';
import { APP_LINKS } from './app-links.ts';

/** The operation each linked screen lists its data with: the link needs that operation's permission. */
const SCREEN_OPERATION: Record<string, keyof typeof permissionByOperation> = {
  [ROUTES.home.to()]: 'get /api/dashboard-cards/{gymId}',
  [ROUTES.money.to()]: 'get /api/moneyflows/gym/{gymId}',
  [ROUTES.gyms.to()]: 'get /api/gyms/users/{userId}',
  [ROUTES.devices.to()]: 'get /api/access-control-devices/gyms/{gymId}',
  [ROUTES.clients.to()]: 'get /api/clients/gyms/{gymId}',
  [ROUTES.dues.to()]: 'get /api/dues/gyms/{gymId}',
  [ROUTES.sms.to()]: 'get /api/sms/gyms/{gymId}',
  [ROUTES.staff.to()]: 'get /api/staff/gyms/{gymId}',
  [ROUTES.profile.to()]: 'get /api/users/{id}',
  [ROUTES.judgeMeets.to()]: 'get /api/judge/meets',
  [ROUTES.judgeViewer.to()]: 'get /public/api/judge/combined-data',
};

describe('the app’s links', () => {
  it.each(APP_LINKS.map((link) => [link.href, link.permission]))(
    '%s needs the permission of its screen’s operation in the contract',
    (href, permission) => {
      const operation = SCREEN_OPERATION[href];
      expect(operation, `no screen operation named for ${href}`).toBeDefined();
      const declared = operation ? permissionByOperation[operation] : undefined;
      // The public viewer is open to all; a signed-in link to it needs only an account.
      expect(declared === 'public' ? 'account' : declared).toBe(permission);
    },
  );
});
