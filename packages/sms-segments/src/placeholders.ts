import { type Currency, type DateFormatOptions, formatDate, formatMoney } from '@gym/dates';

/** What a message may name, as {client_name}: filled per recipient when it is sent. */
export const SMS_PLACEHOLDERS = ['client_name', 'expiry_date', 'business_name'] as const;
/** The dues reminder's template may also name what the client owes (empty in any other message). */
export const DUES_REMINDER_PLACEHOLDERS = [...SMS_PLACEHOLDERS, 'amount_due'] as const;
export type SmsPlaceholder = (typeof DUES_REMINDER_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<SmsPlaceholder, string>;

const PLACEHOLDER = new RegExp(`\\{(${DUES_REMINDER_PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * What a recipient's placeholders say: the client's name, their membership's end as the gym's
 * people read a date ('Nov 13, 2026', in the gym's calendar; empty without one), the gym's name, and
 * what they owe in the gym's currency ('Rs 1,500'; only the dues reminder has an amount, else empty).
 */
export function placeholderValues(
  recipient: { clientName: string; membershipEndDate: string | null; amountDue?: number | null },
  gym: { name: string; dates: DateFormatOptions; currency?: Currency },
): PlaceholderValues {
  const { amountDue } = recipient;
  return {
    client_name: recipient.clientName,
    expiry_date: recipient.membershipEndDate ? formatDate(recipient.membershipEndDate, gym.dates) : '',
    business_name: gym.name,
    amount_due: amountDue === undefined || amountDue === null ? '' : formatMoney(amountDue, gym.currency),
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
