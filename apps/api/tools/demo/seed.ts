import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { AppContext } from '../../src/context.ts';
import type { Queryable } from '../../src/db/database.ts';
import { linkClients } from '../../src/devices/queries.ts';
import { membershipChanged } from '../../src/memberships/changes.ts';
import { addDays, todayIn } from '../../src/time.ts';
import { DEMO_DEVICE_SERIAL } from './demo-device.ts';

export const DEMO_ACCOUNTS = {
  superAdmin: { name: 'Platform Admin', phone: '9800000001' },
  gymOwner: { name: 'Sita Sharma', phone: '9800000002' },
} as const;

export interface DemoCredentials {
  superAdmin: { phone: string; password: string };
  gymOwner: { phone: string; password: string };
}

/** A fresh password for a demo account: printed once by the start that made it, written nowhere. */
const newDemoPassword = (): string => randomBytes(9).toString('base64url');

/**
 * On the first start (no users yet) creates a demo super admin and a demo gym owner with two gyms
 * and a pricing plan each, and in the first gym three members on the simulated door device, in one
 * transaction. Answers the accounts' new random passwords when it created them.
 */
export async function seedDemoOnFirstStart(ctx: AppContext): Promise<DemoCredentials | undefined> {
  const paidUntil = addDays(todayIn(ctx.config.platformTimeZone), 365);
  const admin = { ...DEMO_ACCOUNTS.superAdmin, password: newDemoPassword() };
  const owner = { ...DEMO_ACCOUNTS.gymOwner, password: newDemoPassword() };
  const [adminHash, ownerHash] = await Promise.all([
    hashPassword(admin.password),
    hashPassword(owner.password),
  ]);
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.query('SELECT 1 FROM users LIMIT 1');
    if (existing) return undefined;
    await tx.query(
      `INSERT INTO users (name, phone, district, role, password_hash, total_sms, payment_expiry_date)
       VALUES ($1, $2, 'Kathmandu', 'SUPER_ADMIN', $3, 0, $4)`,
      [admin.name, admin.phone, adminHash, paidUntil],
    );
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (name, phone, address, district, password_hash, total_sms, payment_expiry_date)
       VALUES ($1, $2, 'Thamel, Kathmandu', 'Kathmandu', $3, 500, $4) RETURNING id`,
      [owner.name, owner.phone, ownerHash, paidUntil],
    );
    const gymIds: number[] = [];
    for (const [branch, address] of [
      ['Thamel', 'Thamel Marg, Kathmandu'],
      ['Lalitpur', 'Jhamsikhel, Lalitpur'],
    ]) {
      const [gym] = await tx.query<{ id: number }>(
        `INSERT INTO gyms (user_id, gym_name, branch, address, contact_number, opening_hours, facilities)
         VALUES ($1, 'Everest Fitness', $2, $3, ARRAY['9841000000'], '5:00 AM - 9:00 PM',
                 ARRAY['Cardio and Aerobics', 'Weightlifting and Powerlifting', 'Locker Rooms with Showers'])
         RETURNING id`,
        [user?.id, branch, address],
      );
      await tx.query(
        `INSERT INTO pricing_plans (gym_id, plan_name, monthly_price, three_month_price, six_month_price, twelve_month_price, extra_features)
         VALUES ($1, 'Standard', 2500, 7000, 13000, 24000, 'Locker included')`,
        [gym?.id],
      );
      if (gym) gymIds.push(gym.id);
    }
    if (gymIds[0] !== undefined)
      await seedDemoDevice(tx, gymIds[0], addDays(todayIn(ctx.config.platformTimeZone), 90));
    return {
      superAdmin: { phone: admin.phone, password: admin.password },
      gymOwner: { phone: owner.phone, password: owner.password },
    };
  });
}

/**
 * The first gym's door device, the simulated K40 Pro the demo start runs (demo-device.ts), claimed
 * already, with three members whose user records wait for its first poll.
 */
async function seedDemoDevice(tx: Queryable, gymId: number, membershipEnd: string): Promise<void> {
  const clients = await tx.query<{ id: number }>(
    `INSERT INTO clients (gym_id, name, gender, phone, joined_date, membership_end_date)
     SELECT $1, name, gender, phone, current_date, $2::date
       FROM (VALUES ('Asha Gurung', 'FEMALE', '9841000101'), ('Bikash Tamang', 'MALE', '9841000102'),
                    ('Chandra Magar', 'MALE', '9841000103')) AS demo(name, gender, phone)
     RETURNING id`,
    [gymId, membershipEnd],
  );
  const [device] = await tx.query<{ id: number }>(
    `INSERT INTO access_control_devices (gym_id, device_name, door, serial_number, claimed_at)
     VALUES ($1, 'K40 Pro (simulated)', 'Front door', $2, now()) RETURNING id`,
    [gymId, DEMO_DEVICE_SERIAL],
  );
  if (!device) return;
  const added = await linkClients(
    tx,
    device.id,
    clients.map((client) => client.id),
  );
  await membershipChanged(tx, added);
}
