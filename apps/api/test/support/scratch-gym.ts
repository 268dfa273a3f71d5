import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { type Backend, createScratchDatabase } from './backends.ts';

export interface ScratchGym {
  db: Database;
  /** The scratch PostgreSQL database's URL (a second pool may open it); undefined on PGlite. */
  url: string | undefined;
  userId: number;
  gymId: number;
  close(): Promise<void>;
}

/**
 * A migrated database of the backend (fresh on PostgreSQL, in memory on PGlite) with one owner and
 * their gym, written directly: for tests of the server's parts below the HTTP layer.
 */
export async function scratchGym(
  backend: Backend,
  owner: { name: string; phone: string },
  gym: { name: string; timeZone?: string },
): Promise<ScratchGym> {
  const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
  const db = await openDatabase({ url: scratch?.url });
  await migrate(db);
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (name, phone, password_hash, payment_expiry_date)
     VALUES ($1, $2, 'x', '2100-01-01') RETURNING id`,
    [owner.name, owner.phone],
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO gyms (user_id, gym_name, time_zone) VALUES ($1, $2, $3) RETURNING id`,
    [user?.id, gym.name, gym.timeZone ?? 'Asia/Kathmandu'],
  );
  if (!user || !row) throw new Error('the owner and gym were not stored');
  return {
    db,
    url: scratch?.url,
    userId: user.id,
    gymId: row.id,
    async close() {
      await db.close();
      await scratch?.drop();
    },
  };
}
