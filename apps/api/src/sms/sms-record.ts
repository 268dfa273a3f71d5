import type { Schemas } from '../contract.ts';
import type { GymRow } from '../gyms/gym-record.ts';
import { defaultSmsSettings } from './default-settings.ts';

type SmsRecord = Schemas['SmsRecord'];

export interface SmsRow {
  id: number;
  gym_id: number;
  client_id: number | null;
  client_name: string | null;
  content: string;
  phone: string;
  send_date_time: Date;
  sms_cost: number;
  status: SmsRecord['status'];
  encoding: SmsRecord['encoding'];
  provider: string | null;
  provider_message_id: string | null;
  error: string | null;
  attempts: number;
  refunded: boolean;
  reminder_reason: SmsRecord['reminderReason'];
  status_note: string | null;
  /** Who sent it (migration 035); null for an automatic message or a deleted account. */
  sent_by: number | null;
  sent_by_name: string | null;
}

/** A client of the gym as a message's recipient. */
export interface RecipientClientRow {
  id: number;
  name: string;
  phone: string;
  end_date: string | null;
}

/** A QUEUED message claimed for sending, with its tries so far (this one included). */
export interface ClaimedSmsRow {
  id: number;
  phone: string;
  content: string;
  attempts: number;
  /** The sending gym's time zone, naming its country (null without a gym). */
  time_zone: string | null;
}

/** A provider's report kept until the sender has recorded the message's provider id. */
export interface EarlyReportRow {
  provider_message_id: string;
  status: 'DELIVERED' | 'FAILED';
  error: string | null;
  refund: boolean;
}

/** Why an automatic message was sent. */
export type ReminderReason = NonNullable<SmsRecord['reminderReason']>;
/** The reminders the scheduler and invoices send (a payment's receipt goes with its payment). */
export type ScheduledReminderReason = Exclude<ReminderReason, 'PAYMENT_RECEIVED'>;

/** A gym whose reminders may be on: what its messages are filled from and charged to. */
export interface ReminderGymRow {
  id: number;
  user_id: number;
  gym_name: string;
  time_zone: string;
  date_calendar: GymRow['date_calendar'];
  settings: StoredSmsSettings | null;
  /** The gym owner's language, which the templates it has not saved follow (decision 0049). */
  owner_language: Schemas['Language'] | null;
}

/** A client due a reminder: what its message is filled from. */
export interface ReminderTargetRow {
  id: number;
  name: string;
  phone: string;
  end_date: string | null;
  reason: ScheduledReminderReason;
}

/** A client with their gym's reminder settings: what a reminder to them is filled from. */
export interface ReminderClientRow extends ReminderGymRow {
  client_name: string;
  phone: string;
  end_date: string | null;
}

/** The settings a gym saved (without its id), as stored. */
export type StoredSmsSettings = Omit<Schemas['UserSMSSetting'], 'gymId'>;

export function toSms(row: SmsRow): SmsRecord {
  return {
    id: row.id,
    gymId: row.gym_id,
    client:
      row.client_id !== null && row.client_name !== null
        ? { id: row.client_id, name: row.client_name }
        : null,
    content: row.content,
    phone: row.phone,
    sendDateTime: row.send_date_time.toISOString(),
    smsCost: row.sms_cost,
    status: row.status,
    encoding: row.encoding,
    provider: row.provider,
    providerMessageId: row.provider_message_id,
    error: row.error,
    attempts: row.attempts,
    refunded: row.refunded,
    reminderReason: row.reminder_reason,
    statusNote: row.status_note,
    sentBy:
      row.sent_by !== null && row.sent_by_name !== null ? { id: row.sent_by, name: row.sent_by_name } : null,
  };
}

/** A gym's settings: the defaults in its owner's language, overlaid by what it saved. */
export function toSmsSettings(
  gymId: number,
  { saved, language }: { saved: StoredSmsSettings | undefined; language: Schemas['Language'] | null },
): Schemas['UserSMSSetting'] {
  return { ...defaultSmsSettings(language), ...saved, gymId };
}
