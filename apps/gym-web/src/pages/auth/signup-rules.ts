import { validationMessages } from '@gym/api-client';

const MESSAGES = validationMessages.RegisterRequest;

export type SignupErrors = Partial<Record<'name' | 'phone' | 'password' | 'district', string>>;

/**
 * Section 5's signup rules, with the contract's messages: a name, a 10-digit phone, an 8+ character
 * password and a district (the server requires one; asking here shows it at the field).
 */
export function validateSignup(form: {
  name: string;
  phone: string;
  password: string;
  district: string;
}): SignupErrors {
  const errors: SignupErrors = {};
  if (!form.name.trim()) errors.name = MESSAGES.name.minLength;
  if (!/^\d{10}$/.test(form.phone.trim())) errors.phone = MESSAGES.phone.pattern;
  if (form.password.length < 8) errors.password = MESSAGES.password.minLength;
  if (!form.district) errors.district = MESSAGES.district.required;
  return errors;
}
