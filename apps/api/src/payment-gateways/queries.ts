import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import type { GatewayName } from './catalog.ts';
import type { StoredGatewayRow } from './gateway-setting-record.ts';

/** The gateways the gym has saved (those never saved are neither offered nor set). */
export function storedGateways(db: Queryable, gymId: number) {
  return db.query<StoredGatewayRow>(
    'SELECT gateway, enabled, credentials FROM gym_payment_gateways WHERE gym_id = $1',
    [gymId],
  );
}

export function storedGateway(db: Queryable, gymId: number, gateway: GatewayName) {
  return firstRow<StoredGatewayRow>(
    db,
    'SELECT gateway, enabled, credentials FROM gym_payment_gateways WHERE gym_id = $1 AND gateway = $2',
    [gymId, gateway],
  );
}

/** Locks the gym's row of the gateway (when there is one), so two saves merge credentials in turn. */
export function lockedGateway(db: Queryable, gymId: number, gateway: GatewayName) {
  return firstRow<StoredGatewayRow>(
    db,
    'SELECT gateway, enabled, credentials FROM gym_payment_gateways WHERE gym_id = $1 AND gateway = $2 FOR UPDATE',
    [gymId, gateway],
  );
}

export async function saveGateway(
  db: Queryable,
  gymId: number,
  gateway: GatewayName,
  enabled: boolean,
  sealedCredentials: string,
): Promise<void> {
  await db.query(
    `INSERT INTO gym_payment_gateways (gym_id, gateway, enabled, credentials) VALUES ($1, $2, $3, $4)
     ON CONFLICT (gym_id, gateway) DO UPDATE
       SET enabled = excluded.enabled, credentials = excluded.credentials, updated_at = now()`,
    [gymId, gateway, enabled, sealedCredentials],
  );
}
