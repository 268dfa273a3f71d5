import type { ReactNode } from 'react';
import { bar } from './ActionBar.css.ts';

export interface ActionBarProps {
  /** The form's actions (its submit button last) and any short note before them. */
  children: ReactNode;
}

/**
 * A form's actions, kept at the bottom of the screen while the form scrolls (a long form on a phone
 * keeps its Save button in reach). Toasts show at the top of the screen, so none covers it.
 */
export function ActionBar({ children }: ActionBarProps) {
  return <div className={bar}>{children}</div>;
}
