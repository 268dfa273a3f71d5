import { type Currency, type DateFormatOptions, formatDate, formatMoney } from '@gym/dates';

/** What a message may name, as {client_name}: filled per recipient when it is sent. */
export const SMS_PLACEHOLDERS = ['client_name', 'expiry_date', 'business_name'] as const;
/** The dues reminder's template may also name what the client owes (empty in any other message). */
export const DUES_REMINDER_PLACEHOLDERS = [...SMS_PLACEHOLDERS, 'amount_due'] as const;
/** A payment's receipt may also name the amount paid and its receipt number (empty elsewhere). */
export const RECEIPT_PLACEHOLDERS = [...DUES_REMINDER_PLACEHOLDERS, 'amount', 'receipt_number'] as const;
export type SmsPlaceholder = (typeof RECEIPT_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<SmsPlaceholder, string>;

const PLACEHOLDER = new RegExp(`\\{(${RECEIPT_PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * What a recipient's placeholders say: the client's name, their membership's end as the gym's
 * people read a date ('Nov 13, 2026', in the gym's calendar; empty without one), the gym's name, and
 * what they owe in the gym's currency ('Rs 1,500'; only the dues reminder and a receipt have one, else
 * empty), and a receipt's amount paid and number ('12'; empty in any other message).
 */
export function placeholderValues(
  recipient: {
    clientName: string;
    membershipEndDate: string | null;
    amountDue?: number | null;
    /** A receipt's: the amount paid and the receipt's number in the gym. */
    amount?: number | null;
    receiptNumber?: number | null;
  },
  gym: { name: string; dates: DateFormatOptions; currency?: Currency },
): PlaceholderValues {
  const money = (value: number | null | undefined) =>
    value === undefined || value === null ? '' : formatMoney(value, gym.currency);
  return {
    client_name: recipient.clientName,
    expiry_date: recipient.membershipEndDate ? formatDate(recipient.membershipEndDate, gym.dates) : '',
    business_name: gym.name,
    amount_due: money(recipient.amountDue),
    amount: money(recipient.amount),
    receipt_number:
      recipient.receiptNumber === undefined || recipient.receiptNumber === null
        ? ''
        : String(recipient.receiptNumber),
  };
}

/**
 * The template split at its placeholders, each filled: the text between them and the values, in
 * order (joined, the message; apart, what the server's counter measures). Any other text, an
 * unknown {name} too, stays as written.
 */
export function placeholderPieces(template: string, values: PlaceholderValues): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    pieces.push(template.slice(from, match.index), values[match[1] as SmsPlaceholder]);
    from = match.index + match[0].length;
  }
  pieces.push(template.slice(from));
  return pieces.filter((piece) => piece !== '');
}

/** The template with its placeholders filled. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return placeholderPieces(template, values).join('');
}
