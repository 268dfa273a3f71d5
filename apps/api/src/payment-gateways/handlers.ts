import { operationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { gymById } from '../gyms/queries.ts';
import { badRequest } from '../http/errors.ts';
import { GATEWAYS } from './catalog.ts';
import { toGatewaySetting, toGatewaySettings } from './gateway-setting-record.ts';
import { credentialOwner, gymGateways, openedCredentials } from './gym-credentials.ts';
import { lockedGateway, saveGateway } from './queries.ts';

const messages = operationMessages.savePaymentGateway;

/** The gym's online payment gateways (issue 28): which it offers, with its own merchant credentials. */
export function paymentGatewayHandlers(ctx: AppContext) {
  const box = ctx.paymentCredentials;
  return {
    async listPaymentGateways(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      return toGatewaySettings(await gymGateways(ctx.db, box, gymId));
    },

    async savePaymentGateway(request) {
      const { gymId, gateway } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const entry = GATEWAYS[gateway];
      const given = request.body.credentials as Record<string, string | undefined>;
      return ctx.db.transaction(async (tx) => {
        const stored = await lockedGateway(tx, gymId, gateway);
        const kept = stored ? openedCredentials(box, gymId, gateway, stored.credentials) : {};
        // Only the gateway's own credentials are kept; an empty one keeps what was there.
        const credentials: Record<string, string> = {};
        for (const name of entry.credentials) {
          const value = given[name]?.trim() || kept[name] || '';
          if (value) credentials[name] = value;
        }
        if (request.body.enabled) {
          const missing = entry.credentials.find((name) => !credentials[name]);
          if (missing) throw badRequest(`credentials.${missing}`, messages.missingCredential);
          const gym = await gymById(tx, gymId);
          if (gym?.currency !== entry.currency) throw badRequest('enabled', messages.otherCurrency);
        }
        await saveGateway(
          tx,
          gymId,
          gateway,
          request.body.enabled,
          box.seal(credentialOwner(gymId, gateway), credentials),
        );
        return toGatewaySetting(gateway, request.body.enabled, credentials);
      });
    },
  } satisfies HandlerMap;
}
