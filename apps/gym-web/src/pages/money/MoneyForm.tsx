import {
  Box,
  Button,
  Card,
  CheckboxGroup,
  DatePicker,
  Heading,
  Inline,
  NumberField,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { TAG_SHARES_NOTE } from '../../app/tag-shares.ts';
import { ROUTES } from '../../routes/route-table.ts';
import {
  type MoneyFormErrors,
  type MoneyFormValues,
  TRANSACTION_TYPES,
  type TransactionType,
  validateMoneyForm,
} from './money-rules.ts';
import { useGymId } from './useGymId.ts';

const TYPE_OPTIONS = TRANSACTION_TYPES.map(({ value, label }) => ({ id: value, label }));

export interface MoneyFormProps {
  title: string;
  initial: MoneyFormValues;
  isSaving: boolean;
  onSave: (values: MoneyFormValues) => void;
}

/** Add / edit a money flow: bill number, date and time, type, amount, tags and description. */
export function MoneyForm({ title, initial, isSaving, onSave }: MoneyFormProps) {
  const gymId = useGymId();
  const goBack = useGoBack();
  const { currency } = useGymFormat();
  const existingTags = api.useQuery('get', '/api/moneyflows/gym/{gymId}/tags', {
    params: { path: { gymId } },
  });
  const { values, setValues, handOver } = useGuardedValues(initial);
  const [submitted, setSubmitted] = useState(false);
  // After a first try, the messages follow the fields as they are corrected.
  const errors: MoneyFormErrors = submitted ? validateMoneyForm(values) : {};
  const set = (change: Partial<MoneyFormValues>) => setValues((previous) => ({ ...previous, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateMoneyForm(values)).length === 0) {
      handOver();
      onSave(values);
    }
  };
  // The flow's own tags stay choosable even when the list of the gym's tags has not come yet.
  const tagOptions = [...new Set([...(existingTags.data ?? []), ...initial.tags])].sort();

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Heading level={1}>{title}</Heading>
        <Card title="Transaction" level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <TextField label="Bill No" value={values.billNo} onChange={(billNo) => set({ billNo })} />
            <DatePicker
              label="Transaction Date"
              withTime
              requiredMark
              value={values.transactionDate}
              onChange={(transactionDate) => set({ transactionDate })}
              errorMessage={errors.transactionDate}
            />
            <Select
              label="Transaction Type"
              requiredMark
              options={TYPE_OPTIONS}
              selectedKey={values.transactionType}
              onSelectionChange={(type) => set({ transactionType: type as TransactionType })}
              errorMessage={errors.transactionType}
            />
            <NumberField
              label={`Amount (${currency})`}
              requiredMark
              minValue={0}
              value={values.amount}
              onChange={(amount) => set({ amount })}
              errorMessage={errors.amount}
            />
          </Box>
        </Card>
        <Card title="Tags" level={2}>
          {tagOptions.length > 0 ? (
            <CheckboxGroup
              label="Existing tags"
              options={tagOptions.map((tag) => ({ value: tag, label: tag }))}
              value={values.tags}
              onChange={(tags) => set({ tags })}
            />
          ) : null}
          <TextField
            label="New tags"
            description={`Separate several with commas. ${TAG_SHARES_NOTE}`}
            value={values.newTags}
            onChange={(newTags) => set({ newTags })}
            errorMessage={errors.tags}
          />
        </Card>
        <Card title="Description" level={2}>
          <TextArea
            label="Description"
            value={values.description}
            onChange={(description) => set({ description })}
          />
        </Card>
        <Inline>
          <Button type="submit" variant="primary" isPending={isSaving} pendingLabel="Saving...">
            Save Money Flow
          </Button>
          <Button variant="secondary" onPress={() => goBack(ROUTES.money.to())}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
