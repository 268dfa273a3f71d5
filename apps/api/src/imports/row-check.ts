import { ClientFormLimits, limitMessage } from '@gym/api-client';
import {
  type CountryCode,
  isDateBefore,
  isEmailAddress,
  normalisePhone,
  phoneExample,
} from '@gym/api-client/field-rules';
import type { Calendar, CalendarDate } from '@gym/dates';
import type { ColumnMapping, ImportField } from './column-guess.ts';
import type { CsvRow } from './csv-file.ts';
import { type Read, readAmount, readDate, readGender } from './written-values.ts';

/** A client as a good row brings it in, with the membership and dues it names. */
export interface ImportedClient {
  name: string;
  phone: string;
  gender: 'MALE' | 'FEMALE';
  email: string | null;
  address: string | null;
  date_of_birth: CalendarDate | null;
  joined_date: CalendarDate | null;
  membership_start_date: CalendarDate | null;
  membership_end_date: CalendarDate | null;
  /** What the client still owes, exact decimal text; '0' for nothing. */
  owes: string;
  emergency_contact: string | null;
  notes: string | null;
}

export interface CheckedRow {
  line: number;
  /** The name and phone as written, to show beside the row's problems. */
  name: string;
  phone: string;
  /** Present exactly when the row has no problem. */
  client?: ImportedClient;
  problems: string[];
}

/** What a row is judged against: the gym's country, calendar and today, and the phones it has. */
export interface RowContext {
  country: CountryCode | undefined;
  calendar: Calendar;
  today: CalendarDate;
  phonesInGym: ReadonlySet<string>;
}

const TEXT_LIMITS = {
  name: ClientFormLimits.name.maxLength,
  email: ClientFormLimits.email.maxLength,
  address: ClientFormLimits.address.maxLength,
  emergencyContact: ClientFormLimits.emergencyContact.maxLength,
  notes: ClientFormLimits.notes.maxLength,
} as const;

/** Judges every row of a file: its values read, and each problem named in a sentence. */
export function checkRows(
  rows: readonly CsvRow[],
  mapping: ColumnMapping,
  context: RowContext,
): CheckedRow[] {
  const lineOfPhone = new Map<string, number>();
  return rows.map((row) => {
    const problems: string[] = [];
    const cell = (field: ImportField) => {
      const index = mapping[field];
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    const value = <T>(read: Read<T>, fallback: T): T => {
      if ('problem' in read) {
        problems.push(read.problem);
        return fallback;
      }
      return read.value;
    };
    const text = (field: keyof typeof TEXT_LIMITS) => {
      const written = cell(field);
      if (written.length > TEXT_LIMITS[field]) {
        problems.push(limitMessage(field, 'maxLength', { maxLength: TEXT_LIMITS[field] }) ?? field);
      }
      return written || null;
    };

    const name = text('name');
    if (!name) problems.push('Name is missing.');
    const writtenPhone = cell('phone');
    const phone = writtenPhone ? normalisePhone(writtenPhone, context.country) : undefined;
    if (!writtenPhone) problems.push('Phone is missing.');
    else if (!phone)
      problems.push(`'${writtenPhone}' is not a phone number here. ${phoneExample(context.country)}`);
    else if (context.phonesInGym.has(phone))
      problems.push(`A client with phone ${phone} is already in the gym.`);
    else if (lineOfPhone.has(phone))
      problems.push(`Phone ${phone} is also on line ${lineOfPhone.get(phone)}.`);
    else lineOfPhone.set(phone, row.line);
    const gender = value(readGender(cell('gender')), 'MALE');
    const email = text('email');
    if (email && !isEmailAddress(email)) problems.push(`'${email}' is not an email address.`);
    const date = (field: ImportField) => value(readDate(cell(field), context.calendar), null);
    const dateOfBirth = date('dateOfBirth');
    if (dateOfBirth && dateOfBirth > context.today) problems.push('Date of birth is after today.');
    const joined = date('joinedDate');
    const starts = date('membershipStartDate');
    const ends = date('membershipEndDate');
    if (isDateBefore(ends, starts ?? joined)) problems.push('The membership ends before it starts.');
    const owes = value(readAmount(cell('owes')), '0');
    const address = text('address');
    const emergencyContact = text('emergencyContact');
    const notes = text('notes');

    const checked: CheckedRow = { line: row.line, name: cell('name'), phone: writtenPhone, problems };
    if (problems.length === 0 && name && phone) {
      checked.client = {
        name,
        phone,
        gender,
        email,
        address,
        date_of_birth: dateOfBirth,
        joined_date: joined,
        membership_start_date: starts,
        membership_end_date: ends,
        owes,
        emergency_contact: emergencyContact,
        notes,
      };
    }
    return checked;
  });
}
