import { defineMessages } from '../i18n/messages.ts';

/** What every frame's bar says besides its links. */
export const SHELL = defineMessages({
  openMenu: { defaultMessage: 'Open menu', description: 'The phone bar’s button that opens the navigation' },
  closeMenu: { defaultMessage: 'Close menu', description: 'The navigation drawer’s close button' },
});
