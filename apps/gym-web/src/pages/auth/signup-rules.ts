/** Section 5's signup rules: a 10-digit phone and a password of at least 8 characters. */
export function validateSignup(form: { phone: string; password: string }) {
  const errors: Partial<Record<'phone' | 'password', string>> = {};
  if (!/^\d{10}$/.test(form.phone.trim())) errors.phone = 'Phone number must be exactly 10 digits.';
  if (form.password.length < 8) errors.password = 'Password must be at least 8 characters.';
  return errors;
}
