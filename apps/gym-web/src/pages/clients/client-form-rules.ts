import {
  ClientFormLimits,
  type CountryCode,
  type components,
  isDateBefore,
  isEmailAddress,
  limitError,
  normalisePhone,
  validationMessages,
} from '@gym/api-client';
import { addCalendarMonths, type Calendar } from '@gym/ui';

export type Client = components['schemas']['Client'];
export type Gender = components['schemas']['Gender'];

/** The quick end-date buttons: today plus so many months. */
export const QUICK_END_MONTHS = [1, 3, 6, 12] as const;

export const quickEndDate = (today: string, months: number, calendar: Calendar = 'AD') =>
  addCalendarMonths(today, months, calendar);

export interface ClientFormValues {
  name: string;
  gender: Gender | null;
  phone: string;
  email: string;
  address: string;
  emergencyContact: string;
  notes: string;
  dateOfBirth: string | null;
  joinedDate: string | null;
  membershipEndDate: string | null;
  activeMember: boolean;
  card: string;
  password: string;
  privilege: number;
  fingerprints: string[];
  /** The gym's door devices the client opens. */
  accessDeviceIds: number[];
  /** The cropped photo, kept until the client is saved. */
  photo: Blob | null;
}

export const emptyClientForm = (today: string): ClientFormValues => ({
  name: '',
  gender: null,
  phone: '',
  email: '',
  address: '',
  emergencyContact: '',
  notes: '',
  dateOfBirth: null,
  joinedDate: today,
  membershipEndDate: null,
  activeMember: true,
  card: '',
  password: '',
  privilege: 0,
  fingerprints: [],
  accessDeviceIds: [],
  photo: null,
});

/** A stored client as form values. */
export function clientToForm(client: Client): ClientFormValues {
  const device = client.clientInfoInDevice;
  return {
    name: client.name,
    gender: client.gender,
    phone: client.phone,
    email: client.email ?? '',
    address: client.address ?? '',
    emergencyContact: client.emergencyContact ?? '',
    notes: client.notes ?? '',
    dateOfBirth: client.dateOfBirth,
    joinedDate: client.joinedDate,
    membershipEndDate: client.membershipEndDate,
    activeMember: client.activeMember,
    card: device.card ?? '',
    password: device.password ?? '',
    privilege: device.privilege,
    fingerprints: [...device.fingerprints],
    accessDeviceIds: [...client.accessDeviceIds],
    photo: null,
  };
}

/** The fields a rule of the form, or the server, can refuse. */
export type ClientFormField = Exclude<keyof ClientFormValues, 'photo' | 'fingerprints'>;
export type ClientFormErrors = Partial<Record<ClientFormField | 'fingerprints', string>>;

/** What the client's rules are judged against: the gym's country and today. */
export interface ClientRuleContext {
  country: CountryCode | undefined;
  /** The gym's today, YYYY-MM-DD. */
  today: string;
}

const messages = validationMessages.ClientForm;
/** The typed fields, by the contract's names, whose limits the contract sets. */
const TEXT_FIELDS = [
  ['name', 'name'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['email', 'email'],
  ['emergencyContact', 'emergencyContact'],
  ['notes', 'notes'],
  ['card', 'clientInfoInDevice.card'],
  ['password', 'clientInfoInDevice.password'],
] as const;

/**
 * Section 5's client rules and the contract's, in the contract's words, with the rules the server
 * uses (field-rules): name, phone and gender required, the phone one of the gym's country, a real
 * email address, no birth date after today, no membership end before the joined date.
 */
export function validateClientForm(values: ClientFormValues, context: ClientRuleContext): ClientFormErrors {
  const errors: ClientFormErrors = {};
  for (const [field, contractField] of TEXT_FIELDS) {
    const broken = limitError(ClientFormLimits, messages, contractField, values[field].trim());
    if (broken) errors[field] = broken;
  }
  if (!values.name.trim()) errors.name = messages.name.required;
  if (!values.phone.trim()) errors.phone = messages.phone.required;
  else if (!normalisePhone(values.phone, context.country)) errors.phone = messages.phone.format;
  if (!values.gender) errors.gender = messages.gender.required;
  if (values.email.trim() && !isEmailAddress(values.email)) errors.email = messages.email.format;
  if (values.dateOfBirth && values.dateOfBirth > context.today)
    errors.dateOfBirth = messages.dateOfBirth['x-not-after-gym-today'];
  if (isDateBefore(values.membershipEndDate, values.joinedDate))
    errors.membershipEndDate = messages.membershipEndDate['x-not-before'];
  return errors;
}

/** The form's name of a field the server names (device info is flattened as clientInfoInDevice.*). */
export function clientFormField(contractField: string): keyof ClientFormErrors | undefined {
  const field = contractField.replace(/^clientInfoInDevice\./, '');
  return field in emptyClientForm('') && field !== 'photo' ? (field as keyof ClientFormErrors) : undefined;
}

/**
 * The multipart body of POST and PUT /api/clients: every text field (trimmed, blank clears it),
 * the dates (blank when cleared), device info flattened as clientInfoInDevice.*, the privilege as a
 * number, fingerprints and door devices as repeated fields (none as one blank value) and the
 * photo as `file`.
 * The gym goes only on create: a client cannot move to another gym.
 */
export function toClientFormData(values: ClientFormValues, gymId?: number): FormData {
  const form = new FormData();
  const text = (name: string, value: string) => form.append(name, value.trim());
  if (gymId !== undefined) form.append('gymId', String(gymId));
  text('name', values.name);
  if (values.gender) form.append('gender', values.gender);
  text('phone', values.phone);
  text('email', values.email);
  text('address', values.address);
  text('emergencyContact', values.emergencyContact);
  text('notes', values.notes);
  for (const field of ['dateOfBirth', 'joinedDate', 'membershipEndDate'] as const) {
    form.append(field, values[field] ?? '');
  }
  form.append('activeMember', String(values.activeMember));
  text('clientInfoInDevice.card', values.card);
  text('clientInfoInDevice.password', values.password);
  form.append('clientInfoInDevice.privilege', String(values.privilege));
  const prints = values.fingerprints.map((print) => print.trim()).filter(Boolean);
  for (const print of prints.length > 0 ? prints : [''])
    form.append('clientInfoInDevice.fingerprints', print);
  const devices = values.accessDeviceIds.map(String);
  for (const id of devices.length > 0 ? devices : ['']) form.append('accessDeviceIds', id);
  if (values.photo) form.append('file', values.photo, 'photo.jpg');
  return form;
}
