import type { ReactNode } from 'react';
import * as styles from './Typography.css.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const textTones = ['normal', 'muted', 'critical', 'success'] as const;
export type TextTone = (typeof textTones)[number];

export const textSizes = ['small', 'body', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textWeights = ['regular', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface HeadingProps {
  level: HeadingLevel;
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
  tone?: TextTone;
  size?: TextSize;
  weight?: TextWeight;
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
