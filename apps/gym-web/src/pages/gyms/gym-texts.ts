import { defineMessages } from '../../i18n/messages.ts';

/** Words several gym screens share. */
export const GYM_TEXTS = defineMessages({
  mainBranch: { defaultMessage: 'Main branch', description: 'A gym with no branch name' },
  loadingGym: { defaultMessage: 'Loading the gym', description: 'Screen reader: while a gym loads' },
  editGym: {
    defaultMessage: 'Edit Gym',
    description: 'The gym form’s title when editing; the gym page’s button',
  },
  facilities: { defaultMessage: 'Facilities', description: 'A gym’s facilities (gym page, gym form)' },
  logo: { defaultMessage: 'Logo', description: 'A gym’s logo image' },
  basicInfo: { defaultMessage: 'Basic Info', description: 'A gym’s card of name, address…' },
  gymName: { defaultMessage: 'Gym Name' },
  email: { defaultMessage: 'Email', description: 'A gym’s email address' },
  address: { defaultMessage: 'Address', description: 'A gym’s address' },
  branch: { defaultMessage: 'Branch', description: 'A gym’s branch name' },
  website: { defaultMessage: 'Website' },
  openingHours: { defaultMessage: 'Opening Hours' },
  contactNumber: { defaultMessage: 'Contact Number', description: 'A gym’s phone numbers' },
  location: { defaultMessage: 'Location', description: 'A gym’s card of latitude and longitude' },
  latitude: { defaultMessage: 'Latitude' },
  longitude: { defaultMessage: 'Longitude' },
  socialLinks: { defaultMessage: 'Social Media Links' },
  images: { defaultMessage: 'Images', description: 'A gym’s card of logo and WiFi picture' },
});
