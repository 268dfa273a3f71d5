import { Stack, Text } from '@gym/ui';
import type { ReactNode } from 'react';

/** One labelled value of a detail page; '-' when it is empty. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xxsmall">
      <Text tone="muted" size="small">
        {label}
      </Text>
      <Text>{children || '-'}</Text>
    </Stack>
  );
}
