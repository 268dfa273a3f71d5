import { validationMessages } from '@gym/api-client/validation-messages';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { isDistrict } from '../enums/lists.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.ts';
import { addDays, todayIn } from '../time.ts';
import { insertUserUnlessPhoneTaken, userByPhone } from '../users/queries.ts';
import { isVerified, type UserRow } from '../users/user-record.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearLoginFailures, insertLoginFailure } from './queries.ts';
import { toLoginResponse } from './session-record.ts';
import { assertNotThrottled } from './throttle.ts';

const PHONE_TAKEN = 'An account with this phone number already exists.';

export function authHandlers(ctx: AppContext) {
  const session = async (user: UserRow) => {
    const { token, expiresAt } = await ctx.tokens.issue(user.id);
    const verified = user.role === 'SUPER_ADMIN' || isVerified(user, ctx.config.platformTimeZone);
    return toLoginResponse(user, { token, expiresAt, verified });
  };

  const signIn = async (body: Schemas['LoginRequest'], adminOnly: boolean) => {
    const phone = body.phone?.trim() ?? '';
    const password = body.password ?? '';
    if (!phone || !password.trim()) throw badRequest('phone', validationMessages.LoginRequest.phone.required);
    await assertNotThrottled(ctx.db, phone);
    const user = await userByPhone(ctx.db, phone);
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      await insertLoginFailure(ctx.db, phone);
      throw unauthorized('Invalid phone number or password.');
    }
    await clearLoginFailures(ctx.db, phone);
    if (adminOnly && user.role !== 'SUPER_ADMIN') throw forbidden('Only a super admin can sign in here.');
    return session(user);
  };

  return {
    authenticateStore: (request) => signIn(request.body, false),
    authenticateAdmin: (request) => signIn(request.body, true),

    async register(request, reply) {
      const { name, phone, password, address, district } = request.body;
      if (!name.trim()) throw badRequest('name', validationMessages.RegisterRequest.name.required);
      if (!isDistrict(district))
        throw badRequest('district', validationMessages.RegisterRequest.district.invalid);
      const user = await insertUserUnlessPhoneTaken(ctx.db, {
        name: name.trim(),
        phone,
        address: address.trim() || null,
        district,
        password_hash: await hashPassword(password),
        payment_expiry_date: addDays(todayIn(ctx.config.platformTimeZone), ctx.config.trialDays),
      });
      if (!user) throw conflict(PHONE_TAKEN);
      reply.code(201);
      return session(user);
    },
  } satisfies HandlerMap;
}
