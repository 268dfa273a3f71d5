import { defineMessages } from '../../i18n/messages.ts';
import { ruleTexts } from '../../i18n/rule-texts.ts';

/** The contract's rules of the payment form (PaymentRequest), as the app translates them. */
export const PAYMENT_RULE_MESSAGES = defineMessages({
  paymentBillNo: { defaultMessage: 'Bill Number is required.' },
  paymentBillNoUsed: {
    defaultMessage: 'This Bill Number is already used by another payment or income of this gym.',
  },
  paymentAmount: { defaultMessage: 'Amount is required.' },
  amountAboveZero: { defaultMessage: 'Amount must be greater than zero.' },
  paymentDate: { defaultMessage: 'Payment Date is required.' },
  paymentDateFuture: { defaultMessage: 'Payment Date cannot be later than today.' },
  paymentType: { defaultMessage: 'Payment Type is required.' },
});

export const PAYMENT_RULES = ruleTexts(PAYMENT_RULE_MESSAGES);
