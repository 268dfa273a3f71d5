import type { components } from '@gym/api-client';
import { DUES_REMINDER_PLACEHOLDERS, RECEIPT_PLACEHOLDERS } from '@gym/ui';
import { defineMessages, type Message } from '../../i18n/messages.ts';

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
  label: Message;
  /** The placeholders its template may use, when more than every message's. */
  placeholders?: readonly (typeof RECEIPT_PLACEHOLDERS)[number][];
}

const WORDS = defineMessages({
  before: {
    defaultMessage: 'Before Expiry',
    description: 'SMS settings: the group of reminders before expiry',
  },
  after: { defaultMessage: 'After Expiry', description: 'SMS settings: the group of reminders after expiry' },
  other: { defaultMessage: 'Other', description: 'SMS settings: the group of other reminders' },
  before7: { defaultMessage: '7 days before expiry', description: 'SMS settings: a reminder’s switch' },
  before3: { defaultMessage: '3 days before expiry', description: 'SMS settings: a reminder’s switch' },
  before1: { defaultMessage: '1 day before expiry', description: 'SMS settings: a reminder’s switch' },
  after1: { defaultMessage: '1 day after expiry', description: 'SMS settings: a reminder’s switch' },
  after3: { defaultMessage: '3 days after expiry', description: 'SMS settings: a reminder’s switch' },
  after7: { defaultMessage: '7 days after expiry', description: 'SMS settings: a reminder’s switch' },
  renewed: { defaultMessage: 'Membership Renewed', description: 'SMS settings: a reminder’s switch' },
  birthday: { defaultMessage: 'Birthday', description: 'SMS settings: a reminder’s switch' },
  paymentReceived: { defaultMessage: 'Payment received', description: 'SMS settings: a reminder’s switch' },
  duesReminder: { defaultMessage: 'Dues reminder', description: 'SMS settings: a template sent by hand' },
  duesNote: {
    defaultMessage:
      "Sent when you tap 'Send reminder' on the Dues screen; {placeholder} is what is due on that invoice.",
    description: 'SMS settings: under Dues reminder; placeholder is {amount_due}, written as it is',
  },
});

/** The specification's three groups: Before Expiry (7, 3, 1 days), After Expiry (1, 3, 7 days), Other. */
export const REMINDER_GROUPS: { title: Message; reminders: Reminder[] }[] = [
  {
    title: WORDS.before,
    reminders: [
      { flag: 'sendBefore7DaysExpired', label: WORDS.before7 },
      { flag: 'sendBefore3DaysExpired', label: WORDS.before3 },
      { flag: 'sendBefore1DayExpired', label: WORDS.before1 },
    ],
  },
  {
    title: WORDS.after,
    reminders: [
      { flag: 'sendAfter1DayExpired', label: WORDS.after1 },
      { flag: 'sendAfter3DaysExpired', label: WORDS.after3 },
      { flag: 'sendAfter7DaysExpired', label: WORDS.after7 },
    ],
  },
  {
    title: WORDS.other,
    reminders: [
      { flag: 'sendMembershipRenewed', label: WORDS.renewed },
      { flag: 'sendBirthday', label: WORDS.birthday },
      { flag: 'sendPaymentReceived', label: WORDS.paymentReceived, placeholders: RECEIPT_PLACEHOLDERS },
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
  label: Message;
  /** When and to whom it goes, and what its extra placeholder says (`{placeholder}` names it). */
  note: Message;
  placeholders: Reminder['placeholders'];
}

export const MANUAL_TEMPLATES: ManualTemplate[] = [
  {
    key: 'sendDuesReminderTemplate',
    label: WORDS.duesReminder,
    note: WORDS.duesNote,
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
