import { paymentTypeLabel } from '@gym/ui';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

/** The payment types the server lists (GET /api/enums/payment-type), as the front desk says them. */
const PAYMENT_TYPES = defineMessages({
  CASH: { defaultMessage: 'Cash', description: 'Payment type' },
  BANK_TRANSFER: { defaultMessage: 'Bank Transfer', description: 'Payment type' },
  CARD: { defaultMessage: 'Card', description: 'Payment type: a debit or credit card' },
  ESEWA: { defaultMessage: 'eSewa', description: 'Payment type: the eSewa wallet (a brand)' },
  KHALTI: { defaultMessage: 'Khalti', description: 'Payment type: the Khalti wallet (a brand)' },
  FONEPAY: { defaultMessage: 'Fonepay', description: 'Payment type: Fonepay QR (a brand)' },
  OTHER: { defaultMessage: 'Other', description: 'Payment type: any other way of paying' },
});

/** A payment type in the interface's language; a type added on the server later reads as its words. */
export function paymentTypeText(type: string): string {
  const message = PAYMENT_TYPES[type as keyof typeof PAYMENT_TYPES];
  return message ? translate(message) : paymentTypeLabel(type);
}
