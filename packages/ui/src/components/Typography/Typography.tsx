import type { ReactNode } from 'react';
import * as styles from './Typography.css.ts';

export interface HeadingProps {
  level: 1 | 2 | 3 | 4;
  children: ReactNode;
  id?: string;
}

/** Page and section headings on the type scale. */
export function Heading({ level, children, id }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={styles.heading({ level })}>
      {children}
    </Element>
  );
}

export interface TextProps {
  children: ReactNode;
  tone?: 'normal' | 'muted' | 'critical' | 'success';
  size?: 'small' | 'body' | 'large';
  weight?: 'regular' | 'bold';
  as?: 'p' | 'span' | 'div';
}

export function Text({
  children,
  tone = 'normal',
  size = 'body',
  weight = 'regular',
  as: Element = 'p',
}: TextProps) {
  return <Element className={styles.text({ tone, size, weight })}>{children}</Element>;
}
