import { type components, validationMessages } from '@gym/api-client';
import { isChargeableAmount } from '../../app/money-amount.ts';

export type Payment = components['schemas']['Payment'];
export type PaymentRequest = components['schemas']['PaymentRequest'];

/** What the payment form holds: the date as YYYY-MM-DD or null, the amount NaN while empty. */
export interface PaymentFormValues {
  paymentDate: string | null;
  paymentType: string | null;
  billNo: string;
  amount: number;
}

/** A new payment: dated today, for what is still due (nothing offered once the invoice is cleared). */
export const newPaymentForm = (today: string, amountDue: number): PaymentFormValues => ({
  paymentDate: today,
  paymentType: null,
  billNo: '',
  amount: amountDue > 0 ? amountDue : Number.NaN,
});

export const paymentToForm = (payment: Payment): PaymentFormValues => ({
  paymentDate: payment.paymentDate,
  paymentType: payment.paymentType,
  billNo: payment.billNo,
  amount: payment.amount,
});

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

const messages = validationMessages.PaymentRequest;

/**
 * The payment rules of section 5 (amount, date, type and bill number), and the contract's: money
 * received is dated no later than `today`, the gym's.
 */
export function validatePaymentForm(values: PaymentFormValues, today: string): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (Number.isNaN(values.amount)) errors.amount = messages.amount.required;
  else if (!isChargeableAmount(values.amount)) errors.amount = messages.amount.minimum;
  if (!values.paymentDate) errors.paymentDate = messages.paymentDate.required;
  else if (values.paymentDate > today) errors.paymentDate = messages.paymentDate['x-not-after-gym-today'];
  if (!values.paymentType) errors.paymentType = messages.paymentType.required;
  if (!values.billNo.trim()) errors.billNo = messages.billNo.required;
  return errors;
}

/** The request the form's values make (they passed validatePaymentForm). */
export const toPaymentRequest = (invoiceId: number, values: PaymentFormValues): PaymentRequest => ({
  invoiceId,
  billNo: values.billNo.trim(),
  amount: values.amount,
  paymentDate: values.paymentDate ?? '',
  paymentType: values.paymentType ?? '',
});
