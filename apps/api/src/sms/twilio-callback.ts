import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { TWILIO_STATUS_PATH } from './gateways.ts';
import { recordStatusReport, type StatusReport } from './status-reports.ts';

/** Twilio's message statuses that change ours; the others (queued, sending, sent) change nothing. */
const FINAL_STATUSES = new Set(['delivered', 'undelivered', 'failed']);

/**
 * Twilio's final statuses as reports: 'failed' means Twilio never sent it (its credits go back to the
 * sender); 'undelivered' left and was lost on the way.
 */
function reportOf(sid: string, status: string, errorCode: string | undefined): StatusReport {
  if (status === 'delivered') {
    return { provider: 'twilio', providerMessageId: sid, status: 'DELIVERED', error: null, refund: false };
  }
  return {
    provider: 'twilio',
    providerMessageId: sid,
    status: 'FAILED',
    error: `Twilio: ${status}${errorCode ? ` (error ${errorCode})` : ''}`,
    refund: status === 'failed',
  };
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
        await recordStatusReport(ctx.db, reportOf(sid, status, params.ErrorCode || undefined));
      }
      return reply.code(204).send();
    });
  });
}
