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
import { TAG_SHARES_MESSAGE } from '../../app/tag-shares.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { fieldTexts } from '../../i18n/server-reason.ts';
import { ROUTES } from '../../routes/route-table.ts';
import {
  type MoneyFormErrors,
  type MoneyFormValues,
  TRANSACTION_TYPES,
  type TransactionType,
  validateMoneyForm,
} from './money-rules.ts';
import { useGymId } from './useGymId.ts';

const TEXT = defineMessages({
  transaction: { defaultMessage: 'Transaction', description: 'Money form: the card’s title' },
  billNo: { defaultMessage: 'Bill No', description: 'Money form field' },
  date: { defaultMessage: 'Transaction Date', description: 'Money form field: date and time' },
  type: { defaultMessage: 'Transaction Type', description: 'Money form field: income or expense' },
  amount: {
    defaultMessage: 'Amount ({currency})',
    description: 'Money form field; currency is NPR, LKR or INR',
  },
  tags: { defaultMessage: 'Tags', description: 'Money form: the card’s title' },
  existingTags: { defaultMessage: 'Existing tags', description: 'Money form: the gym’s tags to tick' },
  newTags: { defaultMessage: 'New tags', description: 'Money form field' },
  newTagsHelp: {
    defaultMessage: 'Separate several with commas.',
    description: 'Under the new tags field',
  },
  description: { defaultMessage: 'Description', description: 'Money form: card title and field' },
  saving: { defaultMessage: 'Saving...', description: 'The save button while it saves' },
  save: { defaultMessage: 'Save Money Flow', description: 'Money form: the submit button' },
  cancel: { defaultMessage: 'Cancel', description: 'Money form: leaves without saving' },
});

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
  const t = useT();
  const { currency } = useGymFormat();
  const existingTags = api.useQuery('get', '/api/moneyflows/gym/{gymId}/tags', {
    params: { path: { gymId } },
  });
  const { values, setValues, handOver } = useGuardedValues(initial);
  const [submitted, setSubmitted] = useState(false);
  // After a first try, the messages follow the fields as they are corrected.
  const errors: MoneyFormErrors = submitted ? fieldTexts(validateMoneyForm(values)) : {};
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
        <Card title={t(TEXT.transaction)} level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <TextField label={t(TEXT.billNo)} value={values.billNo} onChange={(billNo) => set({ billNo })} />
            <DatePicker
              label={t(TEXT.date)}
              withTime
              requiredMark
              value={values.transactionDate}
              onChange={(transactionDate) => set({ transactionDate })}
              errorMessage={errors.transactionDate}
            />
            <Select
              label={t(TEXT.type)}
              requiredMark
              options={TRANSACTION_TYPES.map(({ value, label }) => ({ id: value, label: t(label) }))}
              selectedKey={values.transactionType}
              onSelectionChange={(type) => set({ transactionType: type as TransactionType })}
              errorMessage={errors.transactionType}
            />
            <NumberField
              label={t(TEXT.amount, { currency })}
              requiredMark
              minValue={0}
              value={values.amount}
              onChange={(amount) => set({ amount })}
              errorMessage={errors.amount}
            />
          </Box>
        </Card>
        <Card title={t(TEXT.tags)} level={2}>
          {tagOptions.length > 0 ? (
            <CheckboxGroup
              label={t(TEXT.existingTags)}
              options={tagOptions.map((tag) => ({ value: tag, label: tag }))}
              value={values.tags}
              onChange={(tags) => set({ tags })}
            />
          ) : null}
          <TextField
            label={t(TEXT.newTags)}
            description={`${t(TEXT.newTagsHelp)} ${t(TAG_SHARES_MESSAGE)}`}
            value={values.newTags}
            onChange={(newTags) => set({ newTags })}
            errorMessage={errors.tags}
          />
        </Card>
        <Card title={t(TEXT.description)} level={2}>
          <TextArea
            label={t(TEXT.description)}
            value={values.description}
            onChange={(description) => set({ description })}
          />
        </Card>
        <Inline>
          <Button type="submit" variant="primary" isPending={isSaving} pendingLabel={t(TEXT.saving)}>
            {t(TEXT.save)}
          </Button>
          <Button variant="secondary" onPress={() => goBack(ROUTES.money.to())}>
            {t(TEXT.cancel)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
