import { type DateFormatOptions, formatDate } from '@gym/dates';
import { clientDisplayName } from '../../format/client-name.ts';
import { type Currency, formatMoney } from '../../format/money.ts';
import { paymentTypeLabel } from '../../format/payment-type.ts';
import { PrintAmounts, PrintFacts, type PrintGym, PrintSheet } from '../PrintSheet/PrintSheet.tsx';

export interface ReceiptDetails {
  /** The receipt's number in its gym, which people read (not the payment's id). */
  receiptNumber: number;
  /** The day the money was received, a date of the gym's calendar. */
  paymentDate: string;
  billNo: string;
  amount: number;
  paymentType: string;
  /** What was still due on the invoice after this payment. */
  amountDue: number;
  /** Who recorded the payment; null once their account is gone. */
  recordedBy: string | null;
  invoice: {
    number: number;
    planName: string | null;
    membershipStartDate: string;
    membershipEndDate: string;
  };
}

/** The sheet's words: English unless the app passes its own (the interface's language). */
export interface ReceiptWords {
  title: (number: number) => string;
  paidOn: (date: string) => string;
  receivedFrom: string;
  phone: string;
  for: string;
  /** What the payment was for: the invoice and, when it has one, its plan. */
  forInvoice: (number: number, plan: string | null) => string;
  membership: string;
  method: string;
  billNo: string;
  recordedBy: string;
  amounts: string;
  amountPaid: string;
  stillDue: string;
  paymentType: (type: string) => string;
}

export const RECEIPT_WORDS: ReceiptWords = {
  title: (number) => `Receipt #${number}`,
  paidOn: (date) => `Paid ${date}`,
  receivedFrom: 'Received from',
  phone: 'Phone',
  for: 'For',
  forInvoice: (number, plan) => `Invoice #${number}${plan ? ` · ${plan}` : ''}`,
  membership: 'Membership',
  method: 'Method',
  billNo: 'Bill No.',
  recordedBy: 'Recorded by',
  amounts: 'Amounts',
  amountPaid: 'Amount paid',
  stillDue: 'Still due',
  paymentType: paymentTypeLabel,
};

export interface ReceiptPrintViewProps {
  gym: PrintGym;
  client: { name: string | null; phone: string | null };
  receipt: ReceiptDetails;
  currency?: Currency;
  /** The gym's dates (its time zone and calendar). */
  dates: DateFormatOptions;
  words?: ReceiptWords;
}

/** The printable receipt of one payment, on the invoice's sheet; when the page prints, only this prints. */
export function ReceiptPrintView({
  gym,
  client,
  receipt,
  currency = 'NPR',
  dates,
  words = RECEIPT_WORDS,
}: ReceiptPrintViewProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  const date = (value: string) => formatDate(value, dates);
  const { invoice } = receipt;
  return (
    <PrintSheet
      gym={gym}
      title={words.title(receipt.receiptNumber)}
      dated={words.paidOn(date(receipt.paymentDate))}
    >
      <PrintFacts
        facts={[
          { label: words.receivedFrom, value: clientDisplayName(client.name) },
          ...(client.phone ? [{ label: words.phone, value: client.phone }] : []),
          { label: words.for, value: words.forInvoice(invoice.number, invoice.planName) },
          {
            label: words.membership,
            value: `${date(invoice.membershipStartDate)} – ${date(invoice.membershipEndDate)}`,
          },
          { label: words.method, value: words.paymentType(receipt.paymentType) },
          { label: words.billNo, value: receipt.billNo },
          { label: words.recordedBy, value: receipt.recordedBy ?? '-' },
        ]}
      />
      <PrintAmounts
        caption={words.amounts}
        money={money}
        rows={[{ label: words.amountPaid, amount: receipt.amount }]}
        due={{ label: words.stillDue, amount: receipt.amountDue }}
      />
    </PrintSheet>
  );
}
