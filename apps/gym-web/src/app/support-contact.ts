import { defineMessages } from '../i18n/messages.ts';
import { api } from './api.ts';
import { telLink, whatsappChat } from './phone-links.ts';

/** What the pages say where the team's number would be when the server has none configured. */
export const { noSupportPhone: NO_SUPPORT_PHONE } = defineMessages({
  noSupportPhone: {
    defaultMessage: 'Our phone and WhatsApp number are not available on this server yet.',
    description: 'Contact and renewal pages, when the product team’s number is not configured',
  },
});

/**
 * The product team's phone and WhatsApp, from the server's configuration (`SUPPORT_PHONE`, asked
 * once a session): 'loading', 'none' when the server has none, else the number and its links.
 */
export function useSupportContact() {
  const { data } = api.useQuery('get', '/api/support-contact');
  if (!data) return 'loading' as const;
  // The number comes in E.164, so it keeps its own country code whatever the zone named here.
  const tel = data.phone ? telLink(data.phone, 'UTC') : null;
  if (!data.phone || !tel) return 'none' as const;
  const phone = data.phone;
  return { phone, tel, whatsapp: (text: string) => whatsappChat(phone, 'UTC', text) ?? tel };
}
