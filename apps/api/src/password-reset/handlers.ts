import { validationMessages } from '@gym/api-client/validation-messages';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { clearLoginFailures, insertLoginFailure, recordResetCodeRequest } from '../auth/queries.ts';
import { announceSessionsChanged } from '../auth/session-changes.ts';
import { assertResetCodeRequestAllowed, assertSignInAllowed } from '../auth/throttle.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { badRequest } from '../http/errors.ts';
import { insertPlatformSms } from '../sms/queries.ts';
import { smsCost } from '../sms/segments.ts';
import { setPasswordHash, userByPhone } from '../users/queries.ts';
import { deleteResetCode, saveResetCode, takeResetCodeTry } from './queries.ts';
import {
  newResetCode,
  RESET_CODE_MINUTES,
  RESET_CODE_TRIES,
  resetCodeSms,
  SENT_RESET_CODE_SMS,
} from './reset-code.ts';
import { toResetCodeSent } from './reset-code-record.ts';

const MESSAGES = validationMessages.PasswordResetRequest;

/**
 * A forgotten password, reset with a code sent by SMS to the account's phone. Neither call tells
 * whether a phone has an account: asking for a code answers the same, and a phone without one is
 * refused like a wrong code, after the same hashing work.
 */
export function passwordResetHandlers(ctx: AppContext) {
  // What a code is checked against when the phone has no account or no working code.
  const noCodeHash = hashPassword(newResetCode());

  return {
    /**
     * Counts the request (per phone and per address, whatever the answer), then, when the phone has
     * an account, replaces its code and queues the SMS in one transaction: no gym's message and no
     * one's credits. The code itself is never stored, only its hash.
     */
    async requestPasswordResetCode(request, reply) {
      const { phone } = request.body;
      await assertResetCodeRequestAllowed(ctx.db, {
        phone,
        address: request.ip,
        perPhone: ctx.config.resetCodesPerPhonePerHour,
        perAddress: ctx.config.resetCodesPerAddressPerHour,
      });
      await recordResetCodeRequest(ctx.db, phone, request.ip);
      const code = newResetCode();
      const codeHash = await hashPassword(code);
      const user = await userByPhone(ctx.db, phone);
      if (user) {
        const text = resetCodeSms(code);
        await ctx.db.transaction(async (tx) => {
          await saveResetCode(tx, user.id, codeHash, RESET_CODE_MINUTES);
          await insertPlatformSms(tx, {
            phone: user.phone,
            text,
            contentAfterSend: SENT_RESET_CODE_SMS,
            encoding: smsCost(text).encoding,
          });
        });
        ctx.smsQueue.wake();
      }
      reply.code(202);
      return toResetCodeSent();
    },

    /**
     * A wrong code counts as a failed sign-in (the same delays per phone and address) and as one of
     * the code's tries; the right one is used up with the password set in one transaction, then
     * every session of the user ends in every process.
     */
    async resetPassword(request, reply) {
      const { phone, code, newPassword, confirmPassword } = request.body;
      if (confirmPassword !== newPassword)
        throw badRequest('confirmPassword', MESSAGES.confirmPassword.invalid);
      const address = request.ip;
      await assertSignInAllowed(ctx.db, {
        phone,
        address,
        addressBudget: ctx.config.signInFailuresPerAddress,
      });
      const user = await userByPhone(ctx.db, phone);
      const attempt = user ? await takeResetCodeTry(ctx.db, user.id, RESET_CODE_TRIES) : undefined;
      const right = await verifyPassword(code, attempt?.code_hash ?? (await noCodeHash));
      if (!user || !attempt || !right) {
        if (attempt && attempt.tries >= RESET_CODE_TRIES) {
          await deleteResetCode(ctx.db, attempt.user_id, attempt.code_hash);
        }
        await insertLoginFailure(ctx.db, phone, address);
        throw badRequest('code', MESSAGES.code.invalid);
      }
      const passwordHash = await hashPassword(newPassword);
      const changed = await ctx.db.transaction(async (tx) => {
        // Used once: of two resets with one code, only the first finds it.
        if (!(await deleteResetCode(tx, user.id, attempt.code_hash))) return false;
        await setPasswordHash(tx, user.id, passwordHash);
        return true;
      });
      if (!changed) throw badRequest('code', MESSAGES.code.invalid);
      await clearLoginFailures(ctx.db, phone, address);
      await announceSessionsChanged(ctx, user.id);
      reply.code(204);
    },
  } satisfies HandlerMap;
}
