import {
  Box,
  Card,
  clientDisplayName,
  DatePicker,
  Heading,
  Inline,
  NumberField,
  paymentTypeLabel,
  Select,
  Stack,
  Text,
  TextField,
} from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { FormActions } from '../../layouts/FormActions.tsx';
import type { Invoice } from './invoice-rules.ts';
import { type PaymentFormValues, validatePaymentForm } from './payment-rules.ts';

export interface PaymentFormProps {
  title: string;
  invoice: Invoice;
  initial: PaymentFormValues;
  isSaving: boolean;
  onSave: (values: PaymentFormValues) => void;
}

/** A payment against an invoice (add and edit); what was typed stays if a save fails. */
export function PaymentForm({ title, invoice, initial, isSaving, onSave }: PaymentFormProps) {
  const { currency, money, today } = useGymFormat();
  const { values, set, errors, submit } = useValidatedForm(
    initial,
    (typed: PaymentFormValues) => validatePaymentForm(typed, today()),
    onSave,
  );
  const types = api.useQuery('get', '/api/enums/payment-type');
  const client = invoice.basicClientDto;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Stack gap="xsmall">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">
            Invoice #{invoice.number} · {clientDisplayName(client.name)}
          </Text>
        </Stack>
        <Card title="Payment" level={2}>
          <Stack gap="large">
            <Inline justifyContent="space-between">
              <Text tone="muted">Amount due</Text>
              <Text weight="bold" tone={invoice.amountDue > 0 ? 'critical' : 'success'}>
                {invoice.amountDue > 0 ? money(invoice.amountDue) : 'Cleared'}
              </Text>
            </Inline>
            <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
              <DatePicker
                label="Payment Date"
                requiredMark
                maxValue={today()}
                value={values.paymentDate}
                onChange={(paymentDate) => set({ paymentDate })}
                errorMessage={errors.paymentDate}
              />
              <Select
                label="Payment Type"
                requiredMark
                placeholder={types.isPending ? 'Loading types...' : 'Choose a type'}
                options={(types.data ?? []).map((type) => ({ id: type, label: paymentTypeLabel(type) }))}
                selectedKey={values.paymentType}
                onSelectionChange={(key) => set({ paymentType: key === null ? null : String(key) })}
                errorMessage={
                  errors.paymentType ?? (types.isError ? 'Could not load the payment types.' : undefined)
                }
              />
              <TextField
                label="Bill Number"
                requiredMark
                value={values.billNo}
                onChange={(billNo) => set({ billNo })}
                errorMessage={errors.billNo}
              />
              <NumberField
                label="Amount"
                requiredMark
                prefix={currency}
                minValue={0}
                value={values.amount}
                onChange={(amount) => set({ amount })}
                errorMessage={errors.amount}
              />
            </Box>
          </Stack>
        </Card>
        <FormActions submitLabel="Save Payment" isSaving={isSaving} />
      </Stack>
    </form>
  );
}
