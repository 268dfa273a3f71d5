import type { Queryable } from '../db/database.ts';
import type { GatewayName } from './catalog.ts';
import type { CredentialBox } from './credential-box.ts';
import { storedGateway, storedGateways } from './queries.ts';

/** What the sealed credentials of one gym's gateway are bound to (the AES-GCM additional data). */
export const credentialOwner = (gymId: number, gateway: GatewayName) => `gym:${gymId}:${gateway}`;

/**
 * The gym's credentials of the gateway, opened. A row that does not open (the key changed, or it
 * was copied from another gym) counts as no credentials at all: the owner enters them again.
 */
export function openedCredentials(box: CredentialBox, gymId: number, gateway: GatewayName, sealed: string) {
  return box.open(credentialOwner(gymId, gateway), sealed) ?? {};
}

/** Every gateway the gym saved, opened. */
export async function gymGateways(db: Queryable, box: CredentialBox, gymId: number) {
  const rows = await storedGateways(db, gymId);
  return new Map(
    rows.map((row) => [
      row.gateway,
      { enabled: row.enabled, credentials: openedCredentials(box, gymId, row.gateway, row.credentials) },
    ]),
  );
}

/** The gym's credentials of a gateway it offers, every one set; undefined when it does not offer it. */
export async function offeredCredentials(
  db: Queryable,
  box: CredentialBox,
  gymId: number,
  gateway: GatewayName,
): Promise<Record<string, string> | undefined> {
  const row = await storedGateway(db, gymId, gateway);
  if (!row?.enabled) return undefined;
  return openedCredentials(box, gymId, gateway, row.credentials);
}

/**
 * The gym's credentials of a gateway whether or not it still offers it: a link made while it did
 * is still verified with them.
 */
export async function savedCredentials(
  db: Queryable,
  box: CredentialBox,
  gymId: number,
  gateway: GatewayName,
) {
  const row = await storedGateway(db, gymId, gateway);
  return row ? openedCredentials(box, gymId, gateway, row.credentials) : {};
}
