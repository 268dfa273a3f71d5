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

export interface ReceiptPrintViewProps {
  gym: PrintGym;
  client: { name: string | null; phone: string | null };
  receipt: ReceiptDetails;
  currency?: Currency;
  /** The gym's dates (its time zone and calendar). */
  dates: DateFormatOptions;
}

/** The printable receipt of one payment, on the invoice's sheet; when the page prints, only this prints. */
export function ReceiptPrintView({ gym, client, receipt, currency = 'NPR', dates }: ReceiptPrintViewProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  const date = (value: string) => formatDate(value, dates);
  const { invoice } = receipt;
  return (
    <PrintSheet
      gym={gym}
      title={`Receipt #${receipt.receiptNumber}`}
      dated={`Paid ${date(receipt.paymentDate)}`}
    >
      <PrintFacts
        facts={[
          { label: 'Received from', value: clientDisplayName(client.name) },
          ...(client.phone ? [{ label: 'Phone', value: client.phone }] : []),
          {
            label: 'For',
            value: `Invoice #${invoice.number}${invoice.planName ? ` · ${invoice.planName}` : ''}`,
          },
          {
            label: 'Membership',
            value: `${date(invoice.membershipStartDate)} – ${date(invoice.membershipEndDate)}`,
          },
          { label: 'Method', value: paymentTypeLabel(receipt.paymentType) },
          { label: 'Bill No.', value: receipt.billNo },
          { label: 'Recorded by', value: receipt.recordedBy ?? '-' },
        ]}
      />
      <PrintAmounts
        caption="Amounts"
        money={money}
        rows={[{ label: 'Amount paid', amount: receipt.amount }]}
        due={{ label: 'Still due', amount: receipt.amountDue }}
      />
    </PrintSheet>
  );
}
