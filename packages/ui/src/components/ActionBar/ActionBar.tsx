import { setElementVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { toastClearance } from '../../styles/toast-clearance.css.ts';
import { bar } from './ActionBar.css.ts';

export interface ActionBarProps {
  /** The form's actions (its submit button last) and any short note before them. */
  children: ReactNode;
}

/**
 * A form's actions, kept at the bottom of the screen while the form scrolls (a long form on a phone
 * keeps its Save button in reach). Toasts rise above it while it is shown, so none covers Save.
 */
export function ActionBar({ children }: ActionBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const clear = () => setElementVars(root, { [toastClearance]: `${element.offsetHeight}px` });
    clear();
    const observer = new ResizeObserver(clear);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setElementVars(root, { [toastClearance]: '0px' });
    };
  }, []);
  return (
    <div ref={ref} className={bar}>
      {children}
    </div>
  );
}
