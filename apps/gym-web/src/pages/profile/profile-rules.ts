import { type components, validationMessages } from '@gym/api-client';
import { daysBetween } from '@gym/ui';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';

const TEXT = defineMessages({
  expired: {
    defaultMessage: 'Expired',
    description: 'Profile: days until the platform payment is due, once the date has passed',
  },
  days: {
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'Profile: days until the platform payment is due',
  },
});

/** Days until the platform subscription is due, or 'Expired' once the date has passed. */
export function daysUntilDue(paymentExpiryDate: string | null, today: string): string {
  if (!paymentExpiryDate) return '-';
  const days = daysBetween(today, paymentExpiryDate);
  if (days < 0) return translate(TEXT.expired);
  return translate(TEXT.days, { days });
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
    ...(form.name.trim() ? {} : { name: serverText(messages.name.required) }),
    ...(!phone
      ? { phone: serverText(messages.phone.required) }
      : /^[0-9]{10}$/.test(phone)
        ? {}
        : { phone: serverText(messages.phone.pattern) }),
  };
}
