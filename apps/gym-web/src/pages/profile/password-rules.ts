import { validationMessages } from '@gym/api-client';

/** The specification's minimum password length (part 2, section 9). */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

const messages = validationMessages.ChangePasswordRequest;

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
    ...(tooShort ? { newPassword: 'Password must be at least 8 characters long.' } : {}),
    ...(mismatch ? { confirmPassword: 'Passwords do not match.' } : {}),
    failing: tooShort || mismatch,
  };
}

/** The fields left empty, each with the specification's 'All fields are required' at it. */
export function emptyFields(form: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const empty = (Object.keys(form) as (keyof PasswordForm)[]).filter((field) => !form[field]);
  return Object.fromEntries(empty.map((field) => [field, messages.oldPassword.required]));
}

/** What stops the form being sent, as the toast says it; null when it can be sent. */
export function submitProblem(form: PasswordForm): string | null {
  if (!form.oldPassword || !form.newPassword || !form.confirmPassword) return messages.oldPassword.required;
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return messages.newPassword.minLength;
  if (form.newPassword !== form.confirmPassword) return 'New passwords do not match';
  return null;
}
