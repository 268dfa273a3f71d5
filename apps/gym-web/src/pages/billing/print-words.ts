import type { InvoiceWords, ReceiptWords } from '@gym/ui';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { paymentTypeText } from './payment-type-text.ts';

const SHEET = defineMessages({
  invoiceTitle: { defaultMessage: 'Invoice #{number}', description: 'Printed invoice: its title' },
  issued: { defaultMessage: 'Issued {date}', description: 'Printed invoice: the day it was made' },
  client: { defaultMessage: 'Client', description: 'Printed invoice: who it is for' },
  phone: { defaultMessage: 'Phone', description: 'Printed invoice or receipt: the client’s phone' },
  plan: { defaultMessage: 'Plan', description: 'Printed invoice: the pricing plan' },
  membership: {
    defaultMessage: 'Membership',
    description: 'Printed invoice or receipt: the membership’s first and last day',
  },
  amounts: { defaultMessage: 'Amounts', description: 'Printed invoice or receipt: the amounts table' },
  total: { defaultMessage: 'Total', description: 'Printed invoice: the amount before discount' },
  discount: { defaultMessage: 'Discount', description: 'Printed invoice' },
  afterDiscount: { defaultMessage: 'Amount after discount', description: 'Printed invoice' },
  paid: { defaultMessage: 'Paid', description: 'Printed invoice: paid so far' },
  due: { defaultMessage: 'Due', description: 'Printed invoice: still to pay' },
  payments: { defaultMessage: 'Payments', description: 'Printed invoice: the payments table' },
  date: { defaultMessage: 'Date', description: 'Printed invoice: a payment’s date' },
  billNo: { defaultMessage: 'Bill No.', description: 'Printed invoice or receipt: the paper bill’s number' },
  type: { defaultMessage: 'Type', description: 'Printed invoice: how a payment was paid' },
  amount: { defaultMessage: 'Amount', description: 'Printed invoice: a payment’s amount' },
  noPayments: {
    defaultMessage: 'No payments recorded yet: the whole {amount} is due.',
    description: 'Printed invoice with no payment',
  },
  receiptTitle: { defaultMessage: 'Receipt #{number}', description: 'Printed receipt: its title' },
  paidOn: { defaultMessage: 'Paid {date}', description: 'Printed receipt: the day the money came' },
  receivedFrom: { defaultMessage: 'Received from', description: 'Printed receipt: the client who paid' },
  for: { defaultMessage: 'For', description: 'Printed receipt: what the payment was for' },
  forInvoice: { defaultMessage: 'Invoice #{number}', description: 'Printed receipt: the invoice paid' },
  forInvoicePlan: {
    defaultMessage: 'Invoice #{number} · {plan}',
    description: 'Printed receipt: the invoice paid and its plan',
  },
  method: { defaultMessage: 'Method', description: 'Printed receipt: how it was paid' },
  recordedBy: { defaultMessage: 'Recorded by', description: 'Printed receipt: the staff member' },
  amountPaid: { defaultMessage: 'Amount paid', description: 'Printed receipt' },
  stillDue: { defaultMessage: 'Still due', description: 'Printed receipt: left to pay on the invoice' },
});

/** The printed invoice's words in the interface's language. */
export const invoiceWords = (): InvoiceWords => ({
  title: (number) => translate(SHEET.invoiceTitle, { number }),
  issued: (date) => translate(SHEET.issued, { date }),
  client: translate(SHEET.client),
  phone: translate(SHEET.phone),
  plan: translate(SHEET.plan),
  membership: translate(SHEET.membership),
  amounts: translate(SHEET.amounts),
  total: translate(SHEET.total),
  discount: translate(SHEET.discount),
  afterDiscount: translate(SHEET.afterDiscount),
  paid: translate(SHEET.paid),
  due: translate(SHEET.due),
  payments: translate(SHEET.payments),
  date: translate(SHEET.date),
  billNo: translate(SHEET.billNo),
  type: translate(SHEET.type),
  amount: translate(SHEET.amount),
  noPayments: (amount) => translate(SHEET.noPayments, { amount }),
  paymentType: paymentTypeText,
});

/** The printed receipt's words in the interface's language. */
export const receiptWords = (): ReceiptWords => ({
  title: (number) => translate(SHEET.receiptTitle, { number }),
  paidOn: (date) => translate(SHEET.paidOn, { date }),
  receivedFrom: translate(SHEET.receivedFrom),
  phone: translate(SHEET.phone),
  for: translate(SHEET.for),
  forInvoice: (number, plan) =>
    plan ? translate(SHEET.forInvoicePlan, { number, plan }) : translate(SHEET.forInvoice, { number }),
  membership: translate(SHEET.membership),
  method: translate(SHEET.method),
  billNo: translate(SHEET.billNo),
  recordedBy: translate(SHEET.recordedBy),
  amounts: translate(SHEET.amounts),
  amountPaid: translate(SHEET.amountPaid),
  stillDue: translate(SHEET.stillDue),
  paymentType: paymentTypeText,
});
