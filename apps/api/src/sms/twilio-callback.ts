import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { TWILIO_STATUS_PATH } from './gateways.ts';

/** Twilio's message statuses that change ours; the others (queued, sending, sent) change nothing. */
const FINAL_STATUSES = new Set(['delivered', 'undelivered', 'failed']);

/**
 * Marks the message with Twilio's id as DELIVERED, or FAILED with Twilio's error code. 'failed' means
 * Twilio never sent it (its credits go back to the sender); 'undelivered' left and was lost on the way.
 * Only a SENT message changes (a late report never undoes a final status). Answers whether it changed.
 */
async function recordTwilioStatus(
  ctx: AppContext,
  sid: string,
  status: string,
  errorCode: string | undefined,
): Promise<boolean> {
  if (status === 'delivered') {
    const rows = await ctx.db.query(
      `UPDATE sms_messages SET status = 'DELIVERED', status_changed_at = now()
        WHERE provider = 'twilio' AND provider_message_id = $1 AND status = 'SENT' RETURNING id`,
      [sid],
    );
    return rows.length > 0;
  }
  const error = `Twilio: ${status}${errorCode ? ` (error ${errorCode})` : ''}`;
  const refund = status === 'failed';
  return ctx.db.transaction(async (tx) => {
    const [failed] = await tx.query<{ user_id: number | null; sms_cost: number }>(
      `UPDATE sms_messages
          SET status = 'FAILED', error = $2, refunded = $3 AND user_id IS NOT NULL, status_changed_at = now()
        WHERE provider = 'twilio' AND provider_message_id = $1 AND status = 'SENT'
        RETURNING user_id, sms_cost`,
      [sid, error, refund],
    );
    if (refund && failed?.user_id != null) {
      await tx.query('UPDATE users SET total_sms = total_sms + $1, updated_at = now() WHERE id = $2', [
        failed.sms_cost,
        failed.user_id,
      ]);
    }
    return failed !== undefined;
  });
}

/**
 * POST /api/sms/status/twilio: Twilio's delivery reports (a form post, outside the JSON contract).
 * The X-Twilio-Signature must be Twilio's for PUBLIC_URL + the path and the posted fields, else the
 * answer is 403 and nothing changes. Without Twilio configured the route does not exist (404).
 */
export async function registerTwilioCallback(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const verify = ctx.sms.verifyCallback?.bind(ctx.sms);
  const publicUrl = ctx.config.publicUrl;
  if (ctx.sms.name !== 'twilio' || !verify || !publicUrl) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(TWILIO_STATUS_PATH, async (request, reply) => {
      const params =
        request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
      const signature = request.headers['x-twilio-signature'];
      if (
        !verify(`${publicUrl}${request.url}`, params, typeof signature === 'string' ? signature : undefined)
      ) {
        throw forbidden('The callback is not signed by Twilio.');
      }
      const sid = params.MessageSid ?? '';
      const status = params.MessageStatus ?? '';
      if (sid && FINAL_STATUSES.has(status)) {
        await recordTwilioStatus(ctx, sid, status, params.ErrorCode || undefined);
      }
      return reply.code(204).send();
    });
  });
}
