import type { Database } from '../db/database.ts';

/** A provider's final word on a message it accepted. */
export interface StatusReport {
  provider: string;
  providerMessageId: string;
  status: 'DELIVERED' | 'FAILED';
  error: string | null;
  /** FAILED before it left (the credits go back to its sender). */
  refund: boolean;
}

/**
 * Applies the report to the SENT message with the provider's id: DELIVERED, or FAILED with the
 * error (refunded in the same transaction when it never left). A message in any other status is
 * left alone (a late report never undoes a final one). Answers whether it changed.
 */
async function applyStatusReport(db: Database, report: StatusReport): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx.query<{ user_id: number | null; sms_cost: number; refunded: boolean }>(
      `UPDATE sms_messages
          SET status = $3, error = COALESCE($4, error), refunded = $5 AND user_id IS NOT NULL,
              status_changed_at = now()
        WHERE provider = $1 AND provider_message_id = $2 AND status = 'SENT'
        RETURNING user_id, sms_cost, refunded`,
      [report.provider, report.providerMessageId, report.status, report.error, report.refund],
    );
    if (changed?.refunded) {
      await tx.query('UPDATE users SET total_sms = total_sms + $1, updated_at = now() WHERE id = $2', [
        changed.sms_cost,
        changed.user_id,
      ]);
    }
    return changed !== undefined;
  });
}

/**
 * Applies the kept early reports of these provider ids to their messages, once the sender has
 * recorded them; a report is dropped once its message is known (applied, or already final).
 */
export async function applyEarlyReports(db: Database, provider: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const reports = await db.query<{
    provider_message_id: string;
    status: 'DELIVERED' | 'FAILED';
    error: string | null;
    refund: boolean;
  }>(
    `SELECT provider_message_id, status, error, refund FROM sms_early_reports
      WHERE provider = $1 AND provider_message_id = ANY($2::text[])`,
    [provider, ids],
  );
  for (const report of reports) {
    await applyStatusReport(db, {
      provider,
      providerMessageId: report.provider_message_id,
      status: report.status,
      error: report.error,
      refund: report.refund,
    });
  }
  if (reports.length === 0) return;
  await db.query(
    `DELETE FROM sms_early_reports r
      WHERE r.provider = $1 AND r.provider_message_id = ANY($2::text[])
        AND EXISTS (SELECT 1 FROM sms_messages s WHERE s.provider = r.provider
                      AND s.provider_message_id = r.provider_message_id AND s.status <> 'QUEUED')`,
    [provider, reports.map((report) => report.provider_message_id)],
  );
}

/**
 * Records a provider's report: applied at once when the message is known; kept as an early report
 * when no message has the id yet (the sender has not recorded the provider's answer), then tried
 * once more in case the sender recorded it meanwhile (the sender applies early reports after
 * recording, so whichever comes second applies it).
 */
export async function recordStatusReport(db: Database, report: StatusReport): Promise<void> {
  if (await applyStatusReport(db, report)) return;
  const [known] = await db.query(
    'SELECT 1 FROM sms_messages WHERE provider = $1 AND provider_message_id = $2',
    [report.provider, report.providerMessageId],
  );
  if (known) return;
  await db.query(
    `INSERT INTO sms_early_reports (provider, provider_message_id, status, error, refund)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [report.provider, report.providerMessageId, report.status, report.error, report.refund],
  );
  await applyEarlyReports(db, report.provider, [report.providerMessageId]);
}
