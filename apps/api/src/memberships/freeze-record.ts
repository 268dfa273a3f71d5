import type { Schemas } from '../contract.ts';

export interface FreezeRow {
  id: number;
  client_id: number;
  start_date: string;
  end_date: string;
  days: number;
  planned_days: number;
  ended_early: boolean;
  state: Schemas['MembershipFreeze']['state'];
  fee_invoice_id: number | null;
}

export function toFreeze(row: FreezeRow): Schemas['MembershipFreeze'] {
  return {
    id: row.id,
    clientId: row.client_id,
    startDate: row.start_date,
    endDate: row.end_date,
    days: row.days,
    plannedDays: row.planned_days,
    endedEarly: row.ended_early,
    state: row.state,
    feeInvoiceId: row.fee_invoice_id,
  };
}
