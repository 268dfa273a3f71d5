import { validationMessages } from '@gym/api-client';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';

/** The specification's minimum password length (part 2, section 9). */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

const messages = validationMessages.ChangePasswordRequest;

const TEXT = defineMessages({
  tooShort: {
    defaultMessage: 'Password must be at least 8 characters long.',
    description: 'Change password: under the new password while it is too short',
  },
  mismatch: {
    defaultMessage: 'Passwords do not match.',
    description: 'Change password: under the confirmation while it differs',
  },
  newMismatch: {
    defaultMessage: 'New passwords do not match',
    description: 'Change password: toast when sent with a confirmation that differs',
  },
});

/**
 * The checks made while typing: the new password's length and the confirmation's match, each
 * shown under its field once something is typed there. While either fails, Change Password is off.
 */
export function passwordChecks(form: PasswordForm): {
  newPassword?: string;
  confirmPassword?: string;
  failing: boolean;
} {
  const tooShort = form.newPassword !== '' && form.newPassword.length < MIN_PASSWORD_LENGTH;
  const mismatch = form.confirmPassword !== '' && form.confirmPassword !== form.newPassword;
  return {
    ...(tooShort ? { newPassword: translate(TEXT.tooShort) } : {}),
    ...(mismatch ? { confirmPassword: translate(TEXT.mismatch) } : {}),
    failing: tooShort || mismatch,
  };
}

/** The fields left empty, each with the specification's 'All fields are required' at it. */
export function emptyFields(form: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const empty = (Object.keys(form) as (keyof PasswordForm)[]).filter((field) => !form[field]);
  return Object.fromEntries(empty.map((field) => [field, serverText(messages.oldPassword.required)]));
}

/** What stops the form being sent, as the toast says it; null when it can be sent. */
export function submitProblem(form: PasswordForm): string | null {
  if (!form.oldPassword || !form.newPassword || !form.confirmPassword)
    return serverText(messages.oldPassword.required);
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return serverText(messages.newPassword.minLength);
  if (form.newPassword !== form.confirmPassword) return translate(TEXT.newMismatch);
  return null;
}
