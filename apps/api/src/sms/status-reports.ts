import type { Database } from '../db/database.ts';
import {
  applyReportToSentSms,
  deleteSettledEarlyReports,
  earlyReportsOf,
  isKnownProviderSms,
  keepEarlyReport,
} from './queries.ts';

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
function applyStatusReport(db: Database, report: StatusReport): Promise<boolean> {
  return db.transaction((tx) => applyReportToSentSms(tx, report));
}

/**
 * Applies the kept early reports of these provider ids to their messages, once the sender has
 * recorded them; a report is dropped once its message is known (applied, or already final).
 */
export async function applyEarlyReports(db: Database, provider: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const reports = await earlyReportsOf(db, provider, ids);
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
  await deleteSettledEarlyReports(
    db,
    provider,
    reports.map((report) => report.provider_message_id),
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
  if (await isKnownProviderSms(db, report.provider, report.providerMessageId)) return;
  await keepEarlyReport(db, report);
  await applyEarlyReports(db, report.provider, [report.providerMessageId]);
}
