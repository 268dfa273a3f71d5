import { defineMessages } from '../../i18n/messages.ts';
import { ruleTexts } from '../../i18n/rule-texts.ts';

/** The contract's rules of the invoice form (InvoiceRequest), as the app translates them. */
export const INVOICE_RULE_MESSAGES = defineMessages({
  invoicePlan: { defaultMessage: 'Pricing Plan is required.' },
  invoiceStart: { defaultMessage: 'Membership Start Date is required.' },
  invoiceEnd: { defaultMessage: 'Membership End Date is required.' },
  invoiceEndBefore: { defaultMessage: 'Membership End Date cannot be before Membership Start Date.' },
  invoiceTotal: { defaultMessage: 'Total Amount can not be zero.' },
  invoiceDiscounted: { defaultMessage: 'Discounted Amount can not be zero.' },
  invoiceDiscountedAbove: { defaultMessage: 'Discounted Amount cannot exceed Total Amount.' },
});

export const INVOICE_RULES = ruleTexts(INVOICE_RULE_MESSAGES);
