import { defineMessages } from '../../i18n/messages.ts';

/** Words the billing screens (invoices, payments, receipts) share. */
export const BILLING = defineMessages({
  loadingInvoice: { defaultMessage: 'Loading the invoice', description: 'Screen reader: while loading' },
  loadingClient: { defaultMessage: 'Loading the client', description: 'Screen reader: while loading' },
  addPayment: {
    defaultMessage: 'Add Client Payment',
    description: 'Heading and button: record a payment against an invoice',
  },
  backToInvoice: { defaultMessage: 'Back to Invoice', description: 'Button on the receipt' },
  sending: { defaultMessage: 'Sending...', description: 'A button while it sends' },
});
