import { validationMessages } from '@gym/api-client/validation-messages';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { isDistrict } from '../enums/lists.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.ts';
import { claimInvitations } from '../staff/queries.ts';
import { addDays, todayIn } from '../time.ts';
import { insertUserUnlessPhoneTaken, userByPhone } from '../users/queries.ts';
import type { UserRow } from '../users/user-record.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearLoginFailures, insertLoginFailure, recordRegistration } from './queries.ts';
import { issueSession } from './sessions.ts';
import { assertRegistrationAllowed, assertSignInAllowed } from './throttle.ts';

const PHONE_TAKEN = 'An account with this phone number already exists.';

export function authHandlers(ctx: AppContext) {
  const session = (user: UserRow) => issueSession(ctx, user);

  // Signing in with an unknown phone costs the same hashing as with a known one, so the answer's
  // timing does not tell who has an account.
  const unknownUserHash = hashPassword('a password no account has');

  const signIn = async (request: { body: Schemas['LoginRequest']; ip: string }, adminOnly: boolean) => {
    const phone = request.body.phone?.trim() ?? '';
    const password = request.body.password ?? '';
    if (!phone || !password.trim()) throw badRequest('phone', validationMessages.LoginRequest.phone.required);
    const address = request.ip;
    await assertSignInAllowed(ctx.db, { phone, address, addressBudget: ctx.config.signInFailuresPerAddress });
    const user = await userByPhone(ctx.db, phone);
    const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash));
    if (!user || !passwordMatches) {
      await insertLoginFailure(ctx.db, phone, address);
      throw unauthorized('Invalid phone number or password.');
    }
    await clearLoginFailures(ctx.db, phone, address);
    if (adminOnly && user.role !== 'SUPER_ADMIN') throw forbidden('Only a super admin can sign in here.');
    return session(user);
  };

  return {
    authenticateStore: (request) => signIn(request, false),
    authenticateAdmin: (request) => signIn(request, true),

    async register(request, reply) {
      const { name, phone, password, address, district } = request.body;
      const country = request.body.country ?? 'NP';
      if (!name.trim()) throw badRequest('name', validationMessages.RegisterRequest.name.required);
      if (!isDistrict(district, country))
        throw badRequest('district', validationMessages.RegisterRequest.district.invalid);
      await assertRegistrationAllowed(ctx.db, request.ip, ctx.config.registrationsPerAddressPerHour);
      const passwordHash = await hashPassword(password);
      const user = await ctx.db.transaction(async (tx) => {
        const inserted = await insertUserUnlessPhoneTaken(tx, {
          name: name.trim(),
          phone,
          address: address.trim() || null,
          country,
          district,
          // The language the sign-up screen was in, so the new owner's other browsers show it too.
          language: request.body.language ?? null,
          password_hash: passwordHash,
          payment_expiry_date: addDays(todayIn(ctx.config.platformTimeZone), ctx.config.trialDays),
        });
        // Invitations to work in gyms waiting for this phone number are this account's now.
        if (inserted) await claimInvitations(tx, inserted.id, inserted.phone);
        return inserted;
      });
      if (!user) throw conflict(PHONE_TAKEN);
      await recordRegistration(ctx.db, request.ip);
      reply.code(201);
      return session(user);
    },
  } satisfies HandlerMap;
}
