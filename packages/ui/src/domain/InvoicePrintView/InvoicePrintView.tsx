import { type DateFormatOptions, formatDate } from '@gym/dates';
import { clientDisplayName } from '../../format/client-name.ts';
import { type Currency, formatMoney } from '../../format/money.ts';
import { paymentTypeLabel } from '../../format/payment-type.ts';
import * as styles from '../PrintSheet/PrintSheet.css.ts';
import { PrintAmounts, PrintFacts, type PrintGym, PrintSheet } from '../PrintSheet/PrintSheet.tsx';

export type InvoiceGym = PrintGym;

export interface InvoicePayment {
  id: number;
  billNo: string | null;
  amount: number;
  paymentDate: string;
  paymentType: string;
}

export interface InvoiceDetails {
  /** The invoice's number in its gym, which people read (not its id). */
  number: number;
  /** When it was created, an ISO instant: issued on that day of the gym's clock. */
  createdAt: string;
  planName: string | null;
  membershipStartDate: string;
  membershipEndDate: string;
  totalAmount: number;
  discountedAmount: number;
  amountPaid: number;
  amountDue: number;
}

export interface InvoicePrintViewProps {
  gym: InvoiceGym;
  client: { name: string | null; phone: string | null };
  invoice: InvoiceDetails;
  payments: readonly InvoicePayment[];
  currency?: Currency;
  /** The issuing gym's dates (its time zone): the invoice is issued on the gym's date, not UTC's. */
  dates: DateFormatOptions;
}

/** The printable invoice; when the page prints, only this prints. */
export function InvoicePrintView({
  gym,
  client,
  invoice,
  payments,
  currency = 'NPR',
  dates,
}: InvoicePrintViewProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  const date = (value: string) => formatDate(value, dates);
  return (
    <PrintSheet gym={gym} title={`Invoice #${invoice.number}`} dated={`Issued ${date(invoice.createdAt)}`}>
      <PrintFacts
        facts={[
          { label: 'Client', value: clientDisplayName(client.name) },
          ...(client.phone ? [{ label: 'Phone', value: client.phone }] : []),
          { label: 'Plan', value: invoice.planName ?? '-' },
          {
            label: 'Membership',
            value: `${date(invoice.membershipStartDate)} – ${date(invoice.membershipEndDate)}`,
          },
        ]}
      />
      <PrintAmounts
        caption="Amounts"
        money={money}
        rows={[
          { label: 'Total', amount: invoice.totalAmount },
          { label: 'Discount', amount: invoice.totalAmount - invoice.discountedAmount },
          { label: 'Amount after discount', amount: invoice.discountedAmount },
          { label: 'Paid', amount: invoice.amountPaid },
        ]}
        due={{ label: 'Due', amount: invoice.amountDue }}
      />

      {payments.length > 0 ? (
        <table className={styles.payments}>
          <caption className={styles.caption}>Payments</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Bill No.</th>
              <th scope="col">Type</th>
              <th scope="col" className={styles.amountColumn}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{date(payment.paymentDate)}</td>
                <td>{payment.billNo ?? '-'}</td>
                <td>{paymentTypeLabel(payment.paymentType)}</td>
                <td className={styles.amountColumn}>{money(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.note}>No payments recorded yet: the whole {money(invoice.amountDue)} is due.</p>
      )}
    </PrintSheet>
  );
}
