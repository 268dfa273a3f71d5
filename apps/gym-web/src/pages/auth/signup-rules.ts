import { validationMessages } from '@gym/api-client';

const MESSAGES = validationMessages.RegisterRequest;

export type SignupErrors = Partial<Record<'name' | 'phone' | 'password', string>>;

/** Section 5's signup rules, with the contract's messages: a name, a 10-digit phone, 8+ character password. */
export function validateSignup(form: { name: string; phone: string; password: string }): SignupErrors {
  const errors: SignupErrors = {};
  if (!form.name.trim()) errors.name = MESSAGES.name.minLength;
  if (!/^\d{10}$/.test(form.phone.trim())) errors.phone = MESSAGES.phone.pattern;
  if (form.password.length < 8) errors.password = MESSAGES.password.minLength;
  return errors;
}
