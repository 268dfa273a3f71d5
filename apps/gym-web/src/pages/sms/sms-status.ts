import type { components } from '@gym/api-client';
import type { BadgeTone } from '@gym/ui';

type SmsRecord = components['schemas']['SmsRecord'];

/** A message's status as the SMS list shows it: a word with its tone, and the provider's reason. */
export function smsStatusView(sms: SmsRecord): { label: string; tone: BadgeTone; detail: string | null } {
  switch (sms.status) {
    case 'QUEUED':
      return sms.error
        ? { label: 'Retrying', tone: 'warning', detail: sms.error }
        : { label: 'Queued', tone: 'neutral', detail: null };
    case 'SENT':
      // Without the provider's id there is no delivery report to wait for (Notify.lk, the local one).
      return sms.providerMessageId === null
        ? { label: 'Sent (no delivery report)', tone: 'accent', detail: null }
        : { label: 'Sent', tone: 'accent', detail: null };
    case 'DELIVERED':
      return { label: 'Delivered', tone: 'success', detail: null };
    case 'FAILED':
      return {
        label: sms.refunded ? 'Failed, refunded' : 'Failed',
        tone: 'critical',
        detail: sms.error,
      };
  }
}

type ReminderReason = NonNullable<SmsRecord['reminderReason']>;

const REMINDER_WORDS: Record<ReminderReason, string> = {
  BEFORE_EXPIRY_7: '7 days before expiry',
  BEFORE_EXPIRY_3: '3 days before expiry',
  BEFORE_EXPIRY_1: '1 day before expiry',
  AFTER_EXPIRY_1: '1 day after expiry',
  AFTER_EXPIRY_3: '3 days after expiry',
  AFTER_EXPIRY_7: '7 days after expiry',
  BIRTHDAY: 'birthday',
  MEMBERSHIP_RENEWED: 'membership renewed',
  PAYMENT_RECEIVED: 'payment received',
};

/** Who sent the message: 'Automatic · why' for the scheduler's reminders, null for a person's send. */
export function smsOriginLabel(sms: SmsRecord): string | null {
  return sms.reminderReason ? `Automatic · ${REMINDER_WORDS[sms.reminderReason]}` : null;
}
