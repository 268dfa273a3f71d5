import type { components } from '@gym/api-client';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';

// Apart from the form's rules, so the client's page does not load the form's checks to name a gender.

type Gender = components['schemas']['Gender'];

const TEXT = defineMessages({
  male: { defaultMessage: 'Male', description: 'A client’s gender' },
  female: { defaultMessage: 'Female', description: 'A client’s gender' },
  normalUser: { defaultMessage: 'Normal user', description: 'A door device privilege: opens the door' },
  superAdmin: {
    defaultMessage: 'Super admin',
    description: 'A door device privilege: may manage the device',
  },
  unknown: { defaultMessage: 'Unknown', description: 'A door device privilege the app does not name' },
});

export const GENDERS: readonly { id: Gender; label: Message }[] = [
  { id: 'MALE', label: TEXT.male },
  { id: 'FEMALE', label: TEXT.female },
];

/** The device privileges the specification names; any other number is shown as Unknown. */
export const PRIVILEGES = [
  { id: 0, label: TEXT.normalUser },
  { id: 14, label: TEXT.superAdmin },
] as const;

/** A device privilege by name; any the specification does not name is Unknown. */
export const privilegeLabel = (privilege: number) =>
  translate(PRIVILEGES.find((known) => known.id === privilege)?.label ?? TEXT.unknown);
