import { type DateFormatOptions, formatDate } from '@gym/dates';
import { useId } from 'react';
import { clientDisplayName } from '../../format/client-name.ts';
import { type Currency, formatMoney } from '../../format/money.ts';
import { paymentTypeLabel } from '../../format/payment-type.ts';
import * as styles from './InvoicePrintView.css.ts';

export interface InvoiceGym {
  name: string;
  branch?: string | null;
  address?: string | null;
  contactNumbers?: readonly string[];
  email?: string | null;
  logoUrl?: string | null;
}

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
  const discount = invoice.totalAmount - invoice.discountedAmount;
  const cleared = invoice.amountDue === 0;
  const titleId = useId();
  return (
    <article className={styles.invoice} aria-labelledby={titleId}>
      <header className={styles.header}>
        {gym.logoUrl ? <img className={styles.logo} src={gym.logoUrl} alt={`${gym.name} logo`} /> : null}
        <div>
          <p className={styles.gymName}>
            {gym.name}
            {gym.branch ? ` – ${gym.branch}` : ''}
          </p>
          {gym.address ? <p className={styles.muted}>{gym.address}</p> : null}
          {gym.contactNumbers?.length ? (
            <p className={styles.muted}>{gym.contactNumbers.join(', ')}</p>
          ) : null}
          {gym.email ? <p className={styles.muted}>{gym.email}</p> : null}
        </div>
        <div className={styles.meta}>
          <h2 id={titleId} className={styles.title}>
            Invoice #{invoice.number}
          </h2>
          <p className={styles.muted}>Issued {date(invoice.createdAt)}</p>
        </div>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Client</dt>
          <dd>{clientDisplayName(client.name)}</dd>
        </div>
        {client.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>{client.phone}</dd>
          </div>
        ) : null}
        <div>
          <dt>Plan</dt>
          <dd>{invoice.planName ?? '-'}</dd>
        </div>
        <div>
          <dt>Membership</dt>
          <dd>
            {date(invoice.membershipStartDate)} – {date(invoice.membershipEndDate)}
          </dd>
        </div>
      </dl>

      <table className={styles.totals}>
        <caption className={styles.caption}>Amounts</caption>
        <tbody>
          <tr>
            <th scope="row">Total</th>
            <td>{money(invoice.totalAmount)}</td>
          </tr>
          <tr>
            <th scope="row">Discount</th>
            <td>{money(discount)}</td>
          </tr>
          <tr>
            <th scope="row">Amount after discount</th>
            <td>{money(invoice.discountedAmount)}</td>
          </tr>
          <tr>
            <th scope="row">Paid</th>
            <td>{money(invoice.amountPaid)}</td>
          </tr>
          <tr className={styles.dueRow}>
            <th scope="row">Due</th>
            <td className={cleared ? styles.cleared : styles.due}>
              {cleared ? 'Cleared' : money(invoice.amountDue)}
            </td>
          </tr>
        </tbody>
      </table>

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
    </article>
  );
}
