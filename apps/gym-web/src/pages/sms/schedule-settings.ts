import type { components } from '@gym/api-client';
import { DUES_REMINDER_PLACEHOLDERS, RECEIPT_PLACEHOLDERS } from '@gym/ui';

export type SmsSettings = components['schemas']['UserSMSSetting'];

/**
 * The nine reminders (the specification's eight and a payment's receipt), each with its on/off flag
 * and its template (the flag's name plus Template).
 */
export type ReminderFlag =
  | 'sendBefore7DaysExpired'
  | 'sendBefore3DaysExpired'
  | 'sendBefore1DayExpired'
  | 'sendAfter1DayExpired'
  | 'sendAfter3DaysExpired'
  | 'sendAfter7DaysExpired'
  | 'sendMembershipRenewed'
  | 'sendBirthday'
  | 'sendPaymentReceived';
export type TemplateKey = `${ReminderFlag}Template`;

export interface Reminder {
  flag: ReminderFlag;
  label: string;
  /** The placeholders its template may use, when more than every message's. */
  placeholders?: readonly (typeof RECEIPT_PLACEHOLDERS)[number][];
}

/** The specification's three groups: Before Expiry (7, 3, 1 days), After Expiry (1, 3, 7 days), Other. */
export const REMINDER_GROUPS: { title: string; reminders: Reminder[] }[] = [
  {
    title: 'Before Expiry',
    reminders: [
      { flag: 'sendBefore7DaysExpired', label: '7 days before expiry' },
      { flag: 'sendBefore3DaysExpired', label: '3 days before expiry' },
      { flag: 'sendBefore1DayExpired', label: '1 day before expiry' },
    ],
  },
  {
    title: 'After Expiry',
    reminders: [
      { flag: 'sendAfter1DayExpired', label: '1 day after expiry' },
      { flag: 'sendAfter3DaysExpired', label: '3 days after expiry' },
      { flag: 'sendAfter7DaysExpired', label: '7 days after expiry' },
    ],
  },
  {
    title: 'Other',
    reminders: [
      { flag: 'sendMembershipRenewed', label: 'Membership Renewed' },
      { flag: 'sendBirthday', label: 'Birthday' },
      { flag: 'sendPaymentReceived', label: 'Payment received', placeholders: RECEIPT_PLACEHOLDERS },
    ],
  },
];

export const templateKey = (flag: ReminderFlag): TemplateKey => `${flag}Template`;

/** The whole settings with one reminder switched or one template replaced: what the save sends. */
export function withReminder(
  settings: SmsSettings,
  flag: ReminderFlag,
  change: { enabled?: boolean; template?: string },
): SmsSettings {
  return {
    ...settings,
    ...(change.enabled === undefined ? {} : { [flag]: change.enabled }),
    ...(change.template === undefined ? {} : { [templateKey(flag)]: change.template }),
  };
}

/**
 * Templates the gym edits beside the reminders but that are never sent automatically (no switch):
 * each is sent from a button elsewhere, such as the Dues screen's 'Send reminder' (decision 0039),
 * and may name more placeholders than the automatic ones.
 */
export type ManualTemplateKey = 'sendDuesReminderTemplate';

export interface ManualTemplate {
  key: ManualTemplateKey;
  label: string;
  /** When and to whom it goes, and what its extra placeholder says. */
  note: string;
  placeholders: Reminder['placeholders'];
}

export const MANUAL_TEMPLATES: ManualTemplate[] = [
  {
    key: 'sendDuesReminderTemplate',
    label: 'Dues reminder',
    note: "Sent when you tap 'Send reminder' on the Dues screen; {amount_due} is what is due on that invoice.",
    placeholders: DUES_REMINDER_PLACEHOLDERS,
  },
];

/** The whole settings with one manual template replaced: what the save sends. */
export const withTemplate = (
  settings: SmsSettings,
  key: ManualTemplateKey,
  template: string,
): SmsSettings => ({
  ...settings,
  [key]: template,
});
