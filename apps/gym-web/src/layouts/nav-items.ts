import type { Message, MessageValues } from '../i18n/messages.ts';

/** A navigation link whose label is a message, read in the current language when the bar renders. */
export interface NavLink {
  label: Message;
  href: string;
}

export function navItems(links: readonly NavLink[], t: (message: Message, values?: MessageValues) => string) {
  return links.map((link) => ({ label: t(link.label), href: link.href }));
}
