import type { StaffRole } from '@gym/api-client';
import { defineMessages } from '../../i18n/messages.ts';

export const STAFF_TEXT = defineMessages({
  heading: { defaultMessage: 'Staff', description: 'Staff screen: heading' },
  intro: {
    defaultMessage:
      'Invite the people who work in your gyms. Each sees only the gyms you choose, and only what their role allows.',
    description: 'Staff screen: what the screen is for',
  },
  invite: {
    defaultMessage: 'Invite Staff',
    description: 'Staff screen: the invitation form’s title and button',
  },
  inviting: { defaultMessage: 'Inviting...', description: 'Staff screen: the invite button while sending' },
  name: { defaultMessage: 'Name', description: 'Staff form field: the person’s name' },
  phone: { defaultMessage: 'Phone', description: 'Staff form field: the phone number they sign in with' },
  phoneHint: {
    defaultMessage: 'They sign up (or sign in) with this number to get access.',
    description: 'Staff form: under the phone field',
  },
  role: { defaultMessage: 'Role', description: 'Staff form field: the person’s role' },
  gyms: { defaultMessage: 'Gyms', description: 'Staff form field: the branches the person works in' },
  invited: { defaultMessage: 'Invitation saved.', description: 'Toast after inviting a staff member' },
  save: { defaultMessage: 'Save', description: 'Staff card: save the changed role and gyms' },
  saving: { defaultMessage: 'Saving...', description: 'Staff card: the save button while saving' },
  saved: {
    defaultMessage: 'Staff member updated. They will need to log in again.',
    description: 'Toast after changing a staff member’s role or gyms',
  },
  edit: {
    defaultMessage: 'Change Role or Gyms',
    description: 'Staff card: button to change the role and gyms',
  },
  cancel: { defaultMessage: 'Cancel', description: 'Staff card: stop changing' },
  revoke: { defaultMessage: 'Revoke', description: 'Staff card: button to take away the person’s access' },
  revoking: { defaultMessage: 'Revoking...', description: 'Staff revoke dialog: while revoking' },
  revokeTitle: { defaultMessage: 'Revoke Access', description: 'Staff revoke dialog: title' },
  revokeQuestion: {
    defaultMessage:
      'Revoke {name}’s access to your gyms? They are logged out at once. What they recorded stays.',
    description: 'Staff revoke dialog: the question',
  },
  revoked: { defaultMessage: 'Access revoked.', description: 'Toast after revoking a staff member' },
  joined: { defaultMessage: 'Active', description: 'Staff card: the person has an account' },
  waiting: {
    defaultMessage: 'Waiting for sign-up',
    description: 'Staff card: nobody has signed up with the invited phone number yet',
  },
  loading: { defaultMessage: 'Loading your staff', description: 'Staff screen: while the list loads' },
  none: {
    defaultMessage: 'No staff yet. Invite the first with the form below.',
    description: 'Staff screen: the empty list',
  },
  chooseGym: { defaultMessage: 'Choose at least one gym.', description: 'Staff form: no gym ticked' },
  nameRequired: { defaultMessage: 'Name is required.', description: 'Staff form: no name' },
  phoneDigits: {
    defaultMessage: 'Phone number must be exactly 10 digits.',
    description: 'Staff form: bad phone',
  },
  failed: {
    defaultMessage: 'Something went wrong. Please try again later.',
    description: 'Staff screen: error',
  },
});

export const ROLE_TEXT = defineMessages({
  MANAGER: {
    defaultMessage: 'Manager',
    description: 'Staff role: everything in their gyms but staff and deleting the gym',
  },
  FRONT_DESK: {
    defaultMessage: 'Front desk',
    description: 'Staff role: clients, invoices, taking payments, one SMS',
  },
  TRAINER: { defaultMessage: 'Trainer', description: 'Staff role: sees clients and attendance only' },
});

export const ROLE_HINT = defineMessages({
  MANAGER: {
    defaultMessage: 'Everything in their gyms, except staff, deleting a gym and your subscription.',
    description: 'Staff form: what a manager may do',
  },
  FRONT_DESK: {
    defaultMessage:
      'Clients (no deleting), invoices, taking payments, attendance and single SMS. No money ledger, figures, bulk SMS or devices.',
    description: 'Staff form: what the front desk may do',
  },
  TRAINER: {
    defaultMessage: 'Sees clients and attendance only.',
    description: 'Staff form: what a trainer may do',
  },
});

export type StaffRoleName = Exclude<StaffRole, 'OWNER'>;
export const STAFF_ROLES: readonly StaffRoleName[] = ['MANAGER', 'FRONT_DESK', 'TRAINER'];
