import { Box, Card } from '@gym/ui';
import type { ReactNode } from 'react';

/** A narrow card in the middle of the page: sign-in, sign-up, renewal. */
export function CenteredPanel({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="center">
      <Box maxWidth="form" width="full">
        <Card>{children}</Card>
      </Box>
    </Box>
  );
}
