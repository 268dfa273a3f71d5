import type { Caller } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { loadGymOwned } from '../gyms/access.ts';

export const CLIENT_NOT_FOUND = 'Client not found.';

/** The gym of a client the caller may see (the calls scoped by a client id start here). */
export async function ownedClientGym(db: Queryable, caller: Caller, clientId: number): Promise<number> {
  const client = await loadGymOwned<{ gym_id: number }>(
    db,
    caller,
    'SELECT gym_id FROM clients WHERE id = $1',
    clientId,
    CLIENT_NOT_FOUND,
  );
  return client.gym_id;
}
