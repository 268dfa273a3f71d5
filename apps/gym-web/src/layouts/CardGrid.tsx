import { Box } from '@gym/ui';
import type { ReactNode } from 'react';

/** Cards as a list, as many to a row as fit (one on a phone); each card is a CardGridItem. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box as="ul" display="grid" gap="large" gridTemplateColumns="auto" paddingLeft="none" marginTop="none">
      {children}
    </Box>
  );
}

/** One card's place in a CardGrid; the card fills it. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return (
    <Box as="li" display="flex">
      {children}
    </Box>
  );
}
