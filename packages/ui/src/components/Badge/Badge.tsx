import type { ReactNode } from 'react';
import { badge } from './Badge.css.ts';

export const BADGE_TONES = ['neutral', 'accent', 'success', 'warning', 'critical'] as const;

export interface BadgeProps {
  tone?: (typeof BADGE_TONES)[number];
  children: ReactNode;
}

/** A short status label: 'Active', 'Cleared', 'Expired', a branch name. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
