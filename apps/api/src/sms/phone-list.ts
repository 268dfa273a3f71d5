import { badRequest } from '../http/errors.ts';

const PHONE = /^\+?[0-9]{7,15}$/;

/** The typed phone list: trimmed, blanks dropped, each checked, duplicates sent once. */
export function parsePhoneList(text: string): string[] {
  const phones = [
    ...new Set(
      text
        .split(',')
        .map((phone) => phone.trim().replace(/[\s-]/g, ''))
        .filter(Boolean),
    ),
  ];
  const invalid = phones.find((phone) => !PHONE.test(phone));
  if (invalid) throw badRequest('phoneNumbers', `${invalid} is not a phone number.`);
  return phones;
}
