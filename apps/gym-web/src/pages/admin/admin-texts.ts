import { defineMessages } from '../../i18n/messages.ts';

/** Words several admin screens share. */
export const ADMIN_TEXTS = defineMessages({
  name: { defaultMessage: 'Name', description: 'Admin lists: the user’s name column' },
  phone: { defaultMessage: 'Phone', description: 'Admin lists: the phone column' },
  gyms: { defaultMessage: 'Gyms', description: 'Admin: the platform’s gyms' },
  users: { defaultMessage: 'Users', description: 'Admin: the platform’s users' },
  loadingGyms: { defaultMessage: 'Loading gyms', description: 'Screen reader: while loading' },
  created: { defaultMessage: 'Created', description: 'Admin: when a gym or user was added' },
  editUser: {
    defaultMessage: 'Edit User',
    description: 'Admin: the user page’s button; the edit form’s title',
  },
  district: { defaultMessage: 'District', description: 'Admin: a user’s district' },
  address: { defaultMessage: 'Address', description: 'Admin: a user’s address' },
  role: { defaultMessage: 'Role', description: 'Admin: a user’s role' },
  totalSms: { defaultMessage: 'Total SMS', description: 'Admin: a user’s SMS credits' },
  paymentExpiry: { defaultMessage: 'Payment Expiry', description: 'Admin: when a user’s subscription ends' },
  search: { defaultMessage: 'Search', description: 'Admin lists: the search button' },
});
