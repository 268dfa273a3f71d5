import type { ReactNode } from 'react';
import * as styles from './Card.css.ts';

export interface CardProps {
  /** A heading at the top of the card. */
  title?: ReactNode;
  /** Beside the title: a badge or an action. */
  aside?: ReactNode;
  children: ReactNode;
  /** The heading level the title takes in the page outline. */
  level?: 2 | 3 | 4;
}

/** A surface that groups related content (a dashboard card, a gym in the list). */
export function Card({ title, aside, children, level = 3 }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={styles.card}>
      {title || aside ? (
        <header className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : null}
          {aside}
        </header>
      ) : null}
      {children}
    </section>
  );
}
