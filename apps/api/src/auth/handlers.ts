import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Schemas } from '../contract.ts';
import { isDistrict } from '../enums/lists.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.ts';
import { addDays, todayIn } from '../time.ts';
import { isVerified, type UserRow } from '../users/user-record.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle.ts';

type LoginBody = Schemas['LoginRequest'];
type RegisterBody = Schemas['RegisterRequest'];

const PHONE_TAKEN = 'An account with this phone number already exists.';

export function authHandlers(ctx: AppContext) {
  const session = async (user: UserRow) => {
    const { token, expiresAt } = await ctx.tokens.issue(user.id);
    const superAdmin = user.role === 'SUPER_ADMIN';
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      token,
      verified: superAdmin || isVerified(user, ctx.config.platformTimeZone),
      superAdmin,
      expiresAt,
    };
  };

  const signIn = async (body: LoginBody, adminOnly: boolean) => {
    const phone = body.phone?.trim() ?? '';
    const password = body.password ?? '';
    if (!phone || !password.trim()) throw badRequest('phone', 'Phone and password are required');
    await assertNotThrottled(ctx.db, phone);
    const [user] = await ctx.db.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      await recordFailure(ctx.db, phone);
      throw unauthorized('Invalid phone number or password.');
    }
    await clearFailures(ctx.db, phone);
    if (adminOnly && user.role !== 'SUPER_ADMIN') throw forbidden('Only a super admin can sign in here.');
    return session(user);
  };

  return {
    authenticateStore: (request: FastifyRequest<{ Body: LoginBody }>) => signIn(request.body, false),
    authenticateAdmin: (request: FastifyRequest<{ Body: LoginBody }>) => signIn(request.body, true),

    async register(request: FastifyRequest<{ Body: RegisterBody }>, reply: FastifyReply) {
      const { name, phone, password, address, district } = request.body;
      if (!name.trim()) throw badRequest('name', 'Name is required.');
      if (!isDistrict(district)) throw badRequest('district', 'Please choose a district from the list.');
      const trialEnds = addDays(todayIn(ctx.config.platformTimeZone), ctx.config.trialDays);
      const [user] = await ctx.db.query<UserRow>(
        `INSERT INTO users (name, phone, address, district, password_hash, payment_expiry_date)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (phone) DO NOTHING RETURNING *`,
        [name.trim(), phone, address.trim() || null, district, await hashPassword(password), trialEnds],
      );
      if (!user) throw conflict(PHONE_TAKEN);
      reply.code(201);
      return session(user);
    },
  };
}
