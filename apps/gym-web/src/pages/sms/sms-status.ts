import type { components } from '@gym/api-client';
import type { BadgeTone } from '@gym/ui';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';

const STATUS = defineMessages({
  retrying: { defaultMessage: 'Retrying', description: 'SMS status: failed once, tried again' },
  queued: { defaultMessage: 'Queued', description: 'SMS status: waiting to be sent' },
  sentNoReport: {
    defaultMessage: 'Sent (no delivery report)',
    description: 'SMS status: sent through a provider that reports no delivery',
  },
  sent: { defaultMessage: 'Sent', description: 'SMS status' },
  delivered: { defaultMessage: 'Delivered', description: 'SMS status: reached the phone' },
  failedRefunded: {
    defaultMessage: 'Failed, refunded',
    description: 'SMS status: failed, its credit given back',
  },
  failed: { defaultMessage: 'Failed', description: 'SMS status' },
});

type SmsRecord = components['schemas']['SmsRecord'];

/** A message's status as the SMS list shows it: a word with its tone, and the provider's reason. */
export function smsStatusView(sms: SmsRecord): { label: string; tone: BadgeTone; detail: string | null } {
  switch (sms.status) {
    case 'QUEUED':
      return sms.error
        ? { label: translate(STATUS.retrying), tone: 'warning', detail: sms.error }
        : { label: translate(STATUS.queued), tone: 'neutral', detail: null };
    case 'SENT':
      // Without the provider's id there is no delivery report to wait for (Notify.lk, the local one).
      return sms.providerMessageId === null
        ? { label: translate(STATUS.sentNoReport), tone: 'accent', detail: null }
        : { label: translate(STATUS.sent), tone: 'accent', detail: null };
    case 'DELIVERED':
      return { label: translate(STATUS.delivered), tone: 'success', detail: null };
    case 'FAILED':
      return {
        label: translate(sms.refunded ? STATUS.failedRefunded : STATUS.failed),
        tone: 'critical',
        detail: sms.error,
      };
  }
}

type ReminderReason = NonNullable<SmsRecord['reminderReason']>;

/** Each reminder's badge, a whole phrase each. */
const REMINDER_ORIGINS: Record<ReminderReason, Message> = defineMessages({
  BEFORE_EXPIRY_7: {
    defaultMessage: 'Automatic · 7 days before expiry',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  BEFORE_EXPIRY_3: {
    defaultMessage: 'Automatic · 3 days before expiry',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  BEFORE_EXPIRY_1: {
    defaultMessage: 'Automatic · 1 day before expiry',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  AFTER_EXPIRY_1: {
    defaultMessage: 'Automatic · 1 day after expiry',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  AFTER_EXPIRY_3: {
    defaultMessage: 'Automatic · 3 days after expiry',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  AFTER_EXPIRY_7: {
    defaultMessage: 'Automatic · 7 days after expiry',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  BIRTHDAY: {
    defaultMessage: 'Automatic · birthday',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  MEMBERSHIP_RENEWED: {
    defaultMessage: 'Automatic · membership renewed',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
  PAYMENT_RECEIVED: {
    defaultMessage: 'Automatic · payment received',
    description: 'SMS list: a reminder the scheduler sent, and why',
  },
});

/** Who sent the message: 'Automatic · why' for the scheduler's reminders, null for a person's send. */
export function smsOriginLabel(sms: SmsRecord): string | null {
  return sms.reminderReason ? translate(REMINDER_ORIGINS[sms.reminderReason]) : null;
}
