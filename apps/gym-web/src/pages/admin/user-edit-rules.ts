import { validationMessages } from '@gym/api-client/validation-messages';
import { addMonths } from '@gym/ui';

/** What the admin edits of a user. */
export interface UserAdminValues {
  role: string;
  /** NaN while the field is empty. */
  totalSms: number;
  paymentExpiryDate: string | null;
}

export type UserAdminErrors = Partial<Record<keyof UserAdminValues, string>>;

/** The contract's messages for what the form holds; an empty object when it can be saved. */
export function checkUserAdminValues(values: UserAdminValues): UserAdminErrors {
  const messages = validationMessages.UserUpdate.totalSms;
  if (Number.isNaN(values.totalSms)) return { totalSms: messages.required };
  if (!Number.isInteger(values.totalSms)) return { totalSms: messages.invalid };
  return {};
}

/**
 * The expiry after extending by some months: from the current expiry while it still runs, else from
 * today (an expired subscription starts again today rather than in the past).
 */
export function extendedExpiry(current: string | null, today: string, months: number): string {
  const from = current && current >= today ? current : today;
  return addMonths(from, months);
}
