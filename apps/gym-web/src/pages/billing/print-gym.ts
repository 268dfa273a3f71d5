import type { components } from '@gym/api-client';
import type { InvoiceGym } from '@gym/ui';

/** The gym as a printed sheet's header shows it (the invoice's and the receipt's). */
export const printGymOf = (gym: components['schemas']['Gym']): InvoiceGym => ({
  name: gym.gymName,
  branch: gym.branch,
  address: gym.address,
  contactNumbers: gym.contactNumber,
  email: gym.emailAddress,
  logoUrl: gym.gymLogoImageUrl,
});
