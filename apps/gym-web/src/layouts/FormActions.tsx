import { Button, Inline, Text } from '@gym/ui';
import type { ReactNode } from 'react';

/** The end of a form: the required-fields note, any other buttons, and its submit button. */
export function FormActions({
  submitLabel,
  isSaving,
  children,
}: {
  submitLabel: string;
  isSaving: boolean;
  children?: ReactNode;
}) {
  return (
    <Inline justifyContent="flex-end">
      <Text tone="muted" size="small">
        Fields marked * are required.
      </Text>
      {children}
      <Button type="submit" isPending={isSaving} pendingLabel="Saving...">
        {submitLabel}
      </Button>
    </Inline>
  );
}
