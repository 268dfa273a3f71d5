import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { addDays, todayIn } from '../time.ts';

export const DEMO_ACCOUNTS = {
  superAdmin: { name: 'Platform Admin', phone: '9800000001', password: 'admin-demo-123' },
  gymOwner: { name: 'Sita Sharma', phone: '9800000002', password: 'owner-demo-123' },
} as const;

/**
 * On the first start (no users yet) creates a demo super admin and a demo gym owner with two gyms
 * and a pricing plan each, in one transaction. Answers whether it created them.
 */
export async function seedDemoOnFirstStart(ctx: AppContext): Promise<boolean> {
  const paidUntil = addDays(todayIn(ctx.config.platformTimeZone), 365);
  const admin = DEMO_ACCOUNTS.superAdmin;
  const owner = DEMO_ACCOUNTS.gymOwner;
  const [adminHash, ownerHash] = await Promise.all([
    hashPassword(admin.password),
    hashPassword(owner.password),
  ]);
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.query('SELECT 1 FROM users LIMIT 1');
    if (existing) return false;
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
    }
    return true;
  });
}
