import { type DateFormatOptions, formatDate } from '@gym/dates';

/** What a message may name, as {client_name}: filled per recipient when it is sent. */
export const SMS_PLACEHOLDERS = ['client_name', 'expiry_date', 'business_name'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<SmsPlaceholder, string>;

const PLACEHOLDER = new RegExp(`\\{(${SMS_PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * What a recipient's placeholders say: the client's name, their membership's end as the gym's
 * people read a date ('Nov 13, 2026', in the gym's calendar; empty without one) and the gym's name.
 */
export function placeholderValues(
  recipient: { clientName: string; membershipEndDate: string | null },
  gym: { name: string; dates: DateFormatOptions },
): PlaceholderValues {
  return {
    client_name: recipient.clientName,
    expiry_date: recipient.membershipEndDate ? formatDate(recipient.membershipEndDate, gym.dates) : '',
    business_name: gym.name,
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
