import type { ClientRow } from './clients/client-record.ts';
import { clientById } from './clients/queries.ts';
import type { Caller } from './context.ts';
import type { Queryable } from './db/database.ts';
import type { DeviceRow } from './devices/device-record.ts';
import { deviceById } from './devices/queries.ts';
import { assertGymAccess, mayManage } from './gyms/access.ts';
import { notFound } from './http/errors.ts';
import type { ImportJobRow } from './imports/import-record.ts';
import { importJobById } from './imports/queries.ts';
import type { InvoiceRow } from './invoices/invoice-record.ts';
import { invoiceById } from './invoices/queries.ts';
import type { MeetRow } from './judge/meet-record.ts';
import type { PlatformRow } from './judge/platform-record.ts';
import { meetById, platformWithOwner } from './judge/queries.ts';
import type { MoneyFlowRow } from './money/money-record.ts';
import { moneyFlowById } from './money/queries.ts';
import type { PaymentRow } from './payments/payment-record.ts';
import { paymentById } from './payments/queries.ts';
import type { PricingPlanRow } from './pricing/plan-record.ts';
import { planById } from './pricing/queries.ts';
import { smsById } from './sms/queries.ts';
import type { SmsRow } from './sms/sms-record.ts';

/** What a caller who may not see a record is told, exactly as when it does not exist. */
export const OWNED_NOT_FOUND = {
  client: 'Client not found.',
  invoice: 'Invoice not found.',
  payment: 'Payment not found.',
  plan: 'Pricing plan not found.',
  device: 'Device not found.',
  moneyFlow: 'Money flow not found.',
  sms: 'SMS not found.',
  meet: 'Meet not found.',
  platform: 'Platform not found.',
  importJob: 'Import not found.',
} as const;

/** The row of each kind of owned record. */
interface OwnedRows {
  client: ClientRow;
  invoice: InvoiceRow;
  payment: PaymentRow;
  plan: PricingPlanRow;
  device: DeviceRow;
  moneyFlow: MoneyFlowRow;
  sms: SmsRow;
  meet: MeetRow;
  platform: PlatformRow & { user_id: number };
  importJob: ImportJobRow;
}
export type OwnedKind = keyof OwnedRows;

/** How a kind is found, and who owns it: a gym (then the gym's owner) or a user directly. */
interface Finder<Row> {
  find(db: Queryable, id: number): Promise<Row | undefined>;
  owner(row: Row): { gymId: number } | { userId: number };
}

const byGym = <Row extends { gym_id: number }>(find: Finder<Row>['find']): Finder<Row> => ({
  find,
  owner: (row) => ({ gymId: row.gym_id }),
});
const byUser = <Row extends { user_id: number }>(find: Finder<Row>['find']): Finder<Row> => ({
  find,
  owner: (row) => ({ userId: row.user_id }),
});

const FINDERS: { [Kind in OwnedKind]: Finder<OwnedRows[Kind]> } = {
  client: byGym(clientById),
  invoice: byGym(invoiceById),
  payment: byGym(paymentById),
  plan: byGym(planById),
  device: byGym(deviceById),
  moneyFlow: byGym(moneyFlowById),
  sms: byGym(smsById),
  meet: byUser(meetById),
  platform: byUser(platformWithOwner),
  importJob: byGym(importJobById),
};

/**
 * A record of the given kind, when the caller may see it: its gym passes the tenancy guard
 * (gyms/access.ts), or the caller is the user it belongs to; a super admin sees all. Anyone else
 * gets the kind's 404, exactly as for a record that does not exist.
 */
export async function loadOwned<Kind extends OwnedKind>(
  db: Queryable,
  caller: Caller,
  kind: Kind,
  id: number,
): Promise<OwnedRows[Kind]> {
  const finder: Finder<OwnedRows[Kind]> = FINDERS[kind];
  const message = OWNED_NOT_FOUND[kind];
  const row = await finder.find(db, id);
  if (!row) throw notFound(message);
  const owner = finder.owner(row);
  if ('gymId' in owner) await assertGymAccess(db, caller, owner.gymId, message);
  else if (!mayManage(caller, owner.userId)) throw notFound(message);
  return row;
}
