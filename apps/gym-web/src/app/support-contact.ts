/** The product team's phone and WhatsApp, fixed in the pages. */
export const SUPPORT_PHONE = '+9779800000000';

/** A WhatsApp chat with the product team, opened with the given text. */
export const whatsappLink = (text: string) =>
  `https://wa.me/${SUPPORT_PHONE.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
