import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** A focusable element (a react-aria Button or Link) the tooltip describes. */
  children: ReactElement;
  content: ReactNode;
  delay?: number;
}

/** Shown on hover and on keyboard focus; Escape hides it. */
export function Tooltip({ children, content, delay = 300 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip className={styles.tooltip} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
