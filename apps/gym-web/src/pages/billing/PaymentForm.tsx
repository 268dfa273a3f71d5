import {
  Box,
  Card,
  clientDisplayName,
  DatePicker,
  Heading,
  Inline,
  NumberField,
  Select,
  Stack,
  Text,
  TextField,
} from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { fieldTexts } from '../../i18n/server-reason.ts';
import { FormActions } from '../../layouts/FormActions.tsx';
import type { Invoice } from './invoice-rules.ts';
import { type PaymentFormValues, validatePaymentForm } from './payment-rules.ts';
import { paymentTypeText } from './payment-type-text.ts';

const TEXT = defineMessages({
  invoiceOf: {
    defaultMessage: 'Invoice #{number} · {client}',
    description: 'Under the payment form’s heading: the invoice and its client',
  },
  payment: { defaultMessage: 'Payment', description: 'Payment form: the card’s title' },
  amountDue: { defaultMessage: 'Amount due', description: 'Payment form: what is still due on the invoice' },
  cleared: { defaultMessage: 'Cleared', description: 'Payment form: nothing is due on the invoice' },
  date: { defaultMessage: 'Payment Date', description: 'Payment form field' },
  type: { defaultMessage: 'Payment Type', description: 'Payment form field: cash, card, eSewa…' },
  loadingTypes: { defaultMessage: 'Loading types...', description: 'The payment type field while loading' },
  chooseType: { defaultMessage: 'Choose a type', description: 'The payment type field, empty' },
  typesFailed: {
    defaultMessage: 'Could not load the payment types.',
    description: 'The payment type field when the list failed to load',
  },
  billNo: { defaultMessage: 'Bill Number', description: 'Payment form field: the paper bill’s number' },
  amount: { defaultMessage: 'Amount', description: 'Payment form field: the amount received' },
  save: { defaultMessage: 'Save Payment', description: 'Payment form: the submit button' },
});

export interface PaymentFormProps {
  title: string;
  invoice: Invoice;
  initial: PaymentFormValues;
  isSaving: boolean;
  onSave: (values: PaymentFormValues) => void;
}

/** A payment against an invoice (add and edit); what was typed stays if a save fails. */
export function PaymentForm({ title, invoice, initial, isSaving, onSave }: PaymentFormProps) {
  const t = useT();
  const { currency, money, today } = useGymFormat();
  const {
    values,
    set,
    errors: englishErrors,
    submit,
  } = useValidatedForm(initial, (typed: PaymentFormValues) => validatePaymentForm(typed, today()), onSave);
  const types = api.useQuery('get', '/api/enums/payment-type');
  const client = invoice.basicClientDto;
  const errors = fieldTexts(englishErrors);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Stack gap="xsmall">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">
            {t(TEXT.invoiceOf, { number: invoice.number, client: clientDisplayName(client.name) })}
          </Text>
        </Stack>
        <Card title={t(TEXT.payment)} level={2}>
          <Stack gap="large">
            <Inline justifyContent="space-between">
              <Text tone="muted">{t(TEXT.amountDue)}</Text>
              <Text weight="bold" tone={invoice.amountDue > 0 ? 'critical' : 'success'}>
                {invoice.amountDue > 0 ? money(invoice.amountDue) : t(TEXT.cleared)}
              </Text>
            </Inline>
            <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
              <DatePicker
                label={t(TEXT.date)}
                requiredMark
                maxValue={today()}
                value={values.paymentDate}
                onChange={(paymentDate) => set({ paymentDate })}
                errorMessage={errors.paymentDate}
              />
              <Select
                label={t(TEXT.type)}
                requiredMark
                placeholder={types.isPending ? t(TEXT.loadingTypes) : t(TEXT.chooseType)}
                options={(types.data ?? []).map((type) => ({ id: type, label: paymentTypeText(type) }))}
                selectedKey={values.paymentType}
                onSelectionChange={(key) => set({ paymentType: key === null ? null : String(key) })}
                errorMessage={errors.paymentType ?? (types.isError ? t(TEXT.typesFailed) : undefined)}
              />
              <TextField
                label={t(TEXT.billNo)}
                requiredMark
                value={values.billNo}
                onChange={(billNo) => set({ billNo })}
                errorMessage={errors.billNo}
              />
              <NumberField
                label={t(TEXT.amount)}
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
        <FormActions submitLabel={t(TEXT.save)} isSaving={isSaving} />
      </Stack>
    </form>
  );
}
