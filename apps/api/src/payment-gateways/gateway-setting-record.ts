import type { Schemas } from '../contract.ts';
import { type CredentialName, GATEWAY_NAMES, GATEWAYS, type GatewayName } from './catalog.ts';

export interface StoredGatewayRow {
  gateway: GatewayName;
  enabled: boolean;
  /** Sealed (credential-box.ts). */
  credentials: string;
}

/** A gateway as the gym's settings show it: which credentials are set, never their values. */
export function toGatewaySetting(
  gateway: GatewayName,
  enabled: boolean,
  credentials: Record<string, string>,
): Schemas['PaymentGatewaySetting'] {
  const entry = GATEWAYS[gateway];
  return {
    gateway,
    enabled,
    currency: entry.currency,
    credentialFields: [...entry.credentials],
    credentialsSet: entry.credentials.filter((name: CredentialName) => (credentials[name] ?? '') !== ''),
  };
}

/** Every gateway, in the catalog's order, with what the gym saved of each. */
export function toGatewaySettings(
  saved: Map<GatewayName, { enabled: boolean; credentials: Record<string, string> }>,
): Schemas['PaymentGatewaySetting'][] {
  return GATEWAY_NAMES.map((gateway) => {
    const stored = saved.get(gateway);
    return toGatewaySetting(gateway, stored?.enabled ?? false, stored?.credentials ?? {});
  });
}
