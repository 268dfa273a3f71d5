import { type components, validationMessages } from '@gym/api-client';
import { daysBetween } from '@gym/ui';

/** Days until the platform subscription is due, or 'Expired' once the date has passed. */
export function daysUntilDue(paymentExpiryDate: string | null, today: string): string {
  if (!paymentExpiryDate) return '-';
  const days = daysBetween(today, paymentExpiryDate);
  if (days < 0) return 'Expired';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export interface ProfileForm {
  name: string;
  phone: string;
  address: string;
  country: components['schemas']['OwnerCountry'];
  district: string;
}

export type ProfileErrors = Partial<Record<'name' | 'phone' | 'address' | 'country' | 'district', string>>;

const messages = validationMessages.UserUpdate;

/** Name and phone are required; the phone is 10 digits (the contract's rule). */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const phone = form.phone.trim();
  return {
    ...(form.name.trim() ? {} : { name: messages.name.required }),
    ...(!phone
      ? { phone: messages.phone.required }
      : /^[0-9]{10}$/.test(phone)
        ? {}
        : { phone: messages.phone.pattern }),
  };
}
