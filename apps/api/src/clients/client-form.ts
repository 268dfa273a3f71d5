import { type CountryCode, isDateBefore, normalisePhone } from '@gym/api-client/field-rules';
import { validationMessages } from '@gym/api-client/validation-messages';
import type { Schemas } from '../contract.ts';
import { badRequest } from '../http/errors.ts';
import type { ClientRow } from './client-record.ts';

type ClientForm = Schemas['ClientForm'];

const MESSAGES = validationMessages.ClientForm;
const REQUIRED_ON_CREATE = [
  ['name', MESSAGES.name.required],
  ['phone', MESSAGES.phone.required],
  ['gender', MESSAGES.gender.required],
] as const;

/** What the client's rules are judged against: the gym's country and today, and the stored client (update). */
export interface ClientFormContext {
  country: CountryCode | undefined;
  /** The gym's today (YYYY-MM-DD, on its own clock). */
  today: string;
  stored?: ClientRow;
}

/**
 * Column values for the fields present in the form; on create (no stored client) the required ones
 * are demanded. The phone is stored in its country's own form; the dates are judged with the
 * stored ones a form leaves out: born no later than the gym's today, the membership ending no
 * earlier than the client joined.
 */
export function clientColumns(form: ClientForm, context: ClientFormContext): Record<string, unknown> {
  const creating = context.stored === undefined;
  const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  // A date sent blank clears it; one left out keeps its value.
  const date = (value: string | undefined) => (value === undefined ? undefined : value || null);
  for (const [field, message] of REQUIRED_ON_CREATE) {
    const value = form[field];
    if ((creating || value !== undefined) && !value?.trim()) throw badRequest(field, message);
  }
  const typedPhone = text(form.phone);
  const phone = typedPhone ? normalisePhone(typedPhone, context.country) : undefined;
  if (typedPhone && !phone) throw badRequest('phone', MESSAGES.phone.format);
  const dateOfBirth = date(form.dateOfBirth);
  if (dateOfBirth && dateOfBirth > context.today) {
    throw badRequest('dateOfBirth', MESSAGES.dateOfBirth['x-not-after-gym-today']);
  }
  const joinedDate = date(form.joinedDate);
  const membershipEndDate = date(form.membershipEndDate);
  const joined = joinedDate === undefined ? context.stored?.joined_date : joinedDate;
  const ends = membershipEndDate === undefined ? context.stored?.membership_end_date : membershipEndDate;
  if (isDateBefore(ends, joined)) {
    throw badRequest('membershipEndDate', MESSAGES.membershipEndDate['x-not-before']);
  }
  const columns: Record<string, unknown> = {
    name: text(form.name),
    gender: form.gender,
    phone,
    address: text(form.address),
    email: text(form.email),
    emergency_contact: text(form.emergencyContact),
    notes: text(form.notes),
    date_of_birth: dateOfBirth,
    joined_date: joinedDate,
    membership_end_date: membershipEndDate,
    active_member: form.activeMember,
    device_card: text(form['clientInfoInDevice.card']),
    device_password: text(form['clientInfoInDevice.password']),
    device_privilege: form['clientInfoInDevice.privilege'],
    device_fingerprints: form['clientInfoInDevice.fingerprints']?.filter((print) => print.trim() !== ''),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
