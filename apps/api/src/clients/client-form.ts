import { validationMessages } from '@gym/api-client/validation-messages';
import type { Schemas } from '../contract.ts';
import { badRequest } from '../http/errors.ts';

type ClientForm = Schemas['ClientForm'];

const MESSAGES = validationMessages.ClientForm;
const REQUIRED_ON_CREATE = [
  ['name', MESSAGES.name.required],
  ['phone', MESSAGES.phone.required],
  ['gender', MESSAGES.gender.required],
] as const;

/** Column values for the fields present in the form; `creating` demands the required ones. */
export function clientColumns(form: ClientForm, creating: boolean): Record<string, unknown> {
  const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  // A date sent blank clears it; one left out keeps its value.
  const date = (value: string | undefined) => (value === undefined ? undefined : value || null);
  for (const [field, message] of REQUIRED_ON_CREATE) {
    const value = form[field];
    if ((creating || value !== undefined) && !value?.trim()) throw badRequest(field, message);
  }
  const columns: Record<string, unknown> = {
    name: text(form.name),
    gender: form.gender,
    phone: text(form.phone),
    address: text(form.address),
    email: text(form.email),
    emergency_contact: text(form.emergencyContact),
    notes: text(form.notes),
    date_of_birth: date(form.dateOfBirth),
    joined_date: date(form.joinedDate),
    membership_end_date: date(form.membershipEndDate),
    active_member: form.activeMember,
    device_card: text(form['clientInfoInDevice.card']),
    device_password: text(form['clientInfoInDevice.password']),
    device_privilege: form['clientInfoInDevice.privilege'],
    device_fingerprints: form['clientInfoInDevice.fingerprints']?.filter((print) => print.trim() !== ''),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
