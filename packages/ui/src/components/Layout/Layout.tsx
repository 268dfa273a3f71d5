import type { ElementType, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css.ts';

export interface BoxProps extends Sprinkles {
  as?: ElementType;
  children?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A layout element whose spacing and layout come from the design system's scale, per breakpoint. */
export function Box({
  as: Element = 'div',
  children,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...layout
}: BoxProps) {
  return (
    <Element id={id} className={sprinkles(layout)} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
      {children}
    </Element>
  );
}

type Gap = Sprinkles['gap'];

/** Children one under another with an even gap. */
export function Stack({
  gap = 'large',
  ...props
}: Omit<BoxProps, 'display' | 'flexDirection'> & { gap?: Gap }) {
  return <Box {...props} display="flex" flexDirection="column" gap={gap} />;
}

/** Children side by side, wrapping on narrow screens. */
export function Inline({
  gap = 'small',
  alignItems = 'center',
  ...props
}: Omit<BoxProps, 'display' | 'flexDirection'> & { gap?: Gap }) {
  return <Box {...props} display="flex" flexWrap="wrap" alignItems={alignItems} gap={gap} />;
}
