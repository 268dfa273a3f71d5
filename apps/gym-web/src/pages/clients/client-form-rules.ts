import { type components, validationMessages } from '@gym/api-client';
import { addMonths } from '@gym/ui';
import { whatsappChat } from '../../app/phone-links.ts';

export type Client = components['schemas']['Client'];
export type Gender = components['schemas']['Gender'];

export const GENDERS: readonly { id: Gender; label: string }[] = [
  { id: 'MALE', label: 'Male' },
  { id: 'FEMALE', label: 'Female' },
];

/** The device privileges the specification names; any other number is shown as Unknown. */
export const PRIVILEGES = [
  { id: 0, label: 'Normal user' },
  { id: 14, label: 'Super admin' },
] as const;

export const privilegeLabel = (privilege: number) =>
  PRIVILEGES.find((known) => known.id === privilege)?.label ?? 'Unknown';

/** The quick end-date buttons: today plus so many months. */
export const QUICK_END_MONTHS = [1, 3, 6, 12] as const;

export const quickEndDate = (today: string, months: number) => addMonths(today, months);

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

export type ClientFormErrors = Partial<Record<'name' | 'phone' | 'gender', string>>;

/** Section 5's client rules, in the contract's words: name, phone and gender are required. */
export function validateClientForm(values: ClientFormValues): ClientFormErrors {
  const messages = validationMessages.ClientForm;
  const errors: ClientFormErrors = {};
  if (!values.name.trim()) errors.name = messages.name.required;
  if (!values.phone.trim()) errors.phone = messages.phone.required;
  if (!values.gender) errors.gender = messages.gender.required;
  return errors;
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

/** The WhatsApp message a row's button starts with. */
export const WHATSAPP_TEXT = "Hello, we're contacting you regarding your membership.";
export const NO_PHONE_MESSAGE = 'Client phone number is not available.';

/**
 * A WhatsApp chat with a client of a gym (its time zone names its country), with the default text;
 * null when the phone has no digits.
 */
export const whatsappLink = (phone: string | null | undefined, gymTimeZone: string) =>
  whatsappChat(phone ?? '', gymTimeZone, WHATSAPP_TEXT);
