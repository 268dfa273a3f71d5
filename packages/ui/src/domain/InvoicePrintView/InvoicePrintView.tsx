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

/** The sheet's words: English unless the app passes its own (the interface's language). */
export interface InvoiceWords {
  title: (number: number) => string;
  issued: (date: string) => string;
  client: string;
  phone: string;
  plan: string;
  membership: string;
  amounts: string;
  total: string;
  discount: string;
  afterDiscount: string;
  paid: string;
  due: string;
  payments: string;
  date: string;
  billNo: string;
  type: string;
  amount: string;
  /** When nothing is paid yet: the whole amount is due. */
  noPayments: (amount: string) => string;
  paymentType: (type: string) => string;
}

export const INVOICE_WORDS: InvoiceWords = {
  title: (number) => `Invoice #${number}`,
  issued: (date) => `Issued ${date}`,
  client: 'Client',
  phone: 'Phone',
  plan: 'Plan',
  membership: 'Membership',
  amounts: 'Amounts',
  total: 'Total',
  discount: 'Discount',
  afterDiscount: 'Amount after discount',
  paid: 'Paid',
  due: 'Due',
  payments: 'Payments',
  date: 'Date',
  billNo: 'Bill No.',
  type: 'Type',
  amount: 'Amount',
  noPayments: (amount) => `No payments recorded yet: the whole ${amount} is due.`,
  paymentType: paymentTypeLabel,
};

export interface InvoicePrintViewProps {
  gym: InvoiceGym;
  client: { name: string | null; phone: string | null };
  invoice: InvoiceDetails;
  payments: readonly InvoicePayment[];
  currency?: Currency;
  /** The issuing gym's dates (its time zone): the invoice is issued on the gym's date, not UTC's. */
  dates: DateFormatOptions;
  words?: InvoiceWords;
}

/** The printable invoice; when the page prints, only this prints. */
export function InvoicePrintView({
  gym,
  client,
  invoice,
  payments,
  currency = 'NPR',
  dates,
  words = INVOICE_WORDS,
}: InvoicePrintViewProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  const date = (value: string) => formatDate(value, dates);
  return (
    <PrintSheet gym={gym} title={words.title(invoice.number)} dated={words.issued(date(invoice.createdAt))}>
      <PrintFacts
        facts={[
          { label: words.client, value: clientDisplayName(client.name) },
          ...(client.phone ? [{ label: words.phone, value: client.phone }] : []),
          { label: words.plan, value: invoice.planName ?? '-' },
          {
            label: words.membership,
            value: `${date(invoice.membershipStartDate)} – ${date(invoice.membershipEndDate)}`,
          },
        ]}
      />
      <PrintAmounts
        caption={words.amounts}
        money={money}
        rows={[
          { label: words.total, amount: invoice.totalAmount },
          { label: words.discount, amount: invoice.totalAmount - invoice.discountedAmount },
          { label: words.afterDiscount, amount: invoice.discountedAmount },
          { label: words.paid, amount: invoice.amountPaid },
        ]}
        due={{ label: words.due, amount: invoice.amountDue }}
      />

      {payments.length > 0 ? (
        <table className={styles.payments}>
          <caption className={styles.caption}>{words.payments}</caption>
          <thead>
            <tr>
              <th scope="col">{words.date}</th>
              <th scope="col">{words.billNo}</th>
              <th scope="col">{words.type}</th>
              <th scope="col" className={styles.amountColumn}>
                {words.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{date(payment.paymentDate)}</td>
                <td>{payment.billNo ?? '-'}</td>
                <td>{words.paymentType(payment.paymentType)}</td>
                <td className={styles.amountColumn}>{money(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.note}>{words.noPayments(money(invoice.amountDue))}</p>
      )}
    </PrintSheet>
  );
}
