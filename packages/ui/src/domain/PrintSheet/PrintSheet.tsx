import { type ReactNode, useId } from 'react';
import * as styles from './PrintSheet.css.ts';

/** The gym a printed sheet comes from, as its header shows it. */
export interface PrintGym {
  name: string;
  branch?: string | null;
  address?: string | null;
  contactNumbers?: readonly string[];
  email?: string | null;
  logoUrl?: string | null;
}

export interface PrintSheetProps {
  gym: PrintGym;
  /** What the sheet is, which names it: 'Invoice #42', 'Receipt #7'. */
  title: string;
  /** Under the title: its date, as the gym's people read it ('Issued Nov 1, 2026'). */
  dated: string;
  children: ReactNode;
}

/**
 * A sheet a gym hands a client (an invoice, a receipt): the gym's logo, name, branch and contacts,
 * the sheet's title and date, then its body. When the page prints, only the sheet prints.
 */
export function PrintSheet({ gym, title, dated, children }: PrintSheetProps) {
  const titleId = useId();
  return (
    <article className={styles.sheet} aria-labelledby={titleId}>
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
            {title}
          </h2>
          <p className={styles.muted}>{dated}</p>
        </div>
      </header>
      {children}
    </article>
  );
}

/** The sheet's facts (client, plan, period...), label over value, as many columns as fit. */
export function PrintFacts({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The sheet's amounts, a table named by its caption, ending in what is still due: in red, or
 * 'Cleared' in green at zero.
 */
export function PrintAmounts({
  caption,
  rows,
  due,
  money,
}: {
  caption: string;
  rows: readonly { label: string; amount: number }[];
  due: { label: string; amount: number };
  money: (amount: number) => string;
}) {
  const cleared = due.amount === 0;
  return (
    <table className={styles.totals}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{money(row.amount)}</td>
          </tr>
        ))}
        <tr className={styles.dueRow}>
          <th scope="row">{due.label}</th>
          <td className={cleared ? styles.cleared : styles.due}>{cleared ? 'Cleared' : money(due.amount)}</td>
        </tr>
      </tbody>
    </table>
  );
}
