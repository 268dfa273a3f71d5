import type { ReactNode } from 'react';
import { badge } from './Badge.css.ts';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label: 'Active', 'Cleared', 'Expired', a branch name. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
