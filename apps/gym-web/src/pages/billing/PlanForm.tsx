import { Box, Button, NumberField, Stack, TextArea, TextField } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { fieldTexts } from '../../i18n/server-reason.ts';
import { FormActions } from '../../layouts/FormActions.tsx';
import { PLAN_PRICES, type PlanFormValues, planFormField, validatePlanForm } from './pricing-rules.ts';

const TEXT = defineMessages({
  name: { defaultMessage: 'Plan Name', description: 'Pricing plan form field' },
  freezeFee: { defaultMessage: 'Freeze Fee', description: 'A plan’s fee for freezing a membership' },
  freezeFeeHelp: {
    defaultMessage: 'Charged as an invoice when a membership of this plan is frozen. Empty: no fee.',
    description: 'Under the freeze fee field',
  },
  frozenDays: {
    defaultMessage: 'Frozen Days per Year',
    description: 'A plan’s most days frozen in a calendar year',
  },
  frozenDaysHelp: {
    defaultMessage: 'The most days a member may be frozen in a calendar year. Empty: no limit.',
    description: 'Under the frozen days field',
  },
  extras: {
    defaultMessage: 'Extra Features',
    description: 'Pricing plan form field: what else the plan gives',
  },
  cancel: { defaultMessage: 'Cancel', description: 'Button: stops editing the plan' },
});

export interface PlanFormProps {
  initial: PlanFormValues;
  submitLabel: string;
  isSaving: boolean;
  onSave: (values: PlanFormValues) => void;
  onCancel?: () => void;
  /** The server's refusal of the last save: its message goes at the field it names. */
  refusal?: unknown;
}

/**
 * A pricing plan's name, four prices, freeze rules (optional) and extra features; what was typed
 * stays if a save fails.
 */
export function PlanForm({ initial, submitLabel, isSaving, onSave, onCancel, refusal }: PlanFormProps) {
  const t = useT();
  const { currency } = useGymFormat();
  const {
    values,
    set,
    errors: englishErrors,
    submit,
  } = useValidatedForm(initial, validatePlanForm, onSave, {
    refusal,
    formField: planFormField,
  });
  const errors = fieldTexts(englishErrors);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="large">
        <TextField
          label={t(TEXT.name)}
          requiredMark
          value={values.planName}
          onChange={(planName) => set({ planName })}
          errorMessage={errors.planName}
        />
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          {PLAN_PRICES.map(({ field, label }) => (
            <NumberField
              key={field}
              label={t(label)}
              requiredMark
              prefix={currency}
              minValue={0}
              value={values[field]}
              onChange={(price) => set({ [field]: price })}
              errorMessage={
                errors.prices && !(Number.isFinite(values[field]) && values[field] > 0)
                  ? errors.prices
                  : undefined
              }
            />
          ))}
        </Box>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <NumberField
            label={t(TEXT.freezeFee)}
            prefix={currency}
            minValue={0}
            description={t(TEXT.freezeFeeHelp)}
            value={values.freezeFee}
            onChange={(freezeFee) => set({ freezeFee })}
            errorMessage={errors.freezeFee}
          />
          <NumberField
            label={t(TEXT.frozenDays)}
            minValue={0}
            maxValue={366}
            description={t(TEXT.frozenDaysHelp)}
            value={values.freezeDaysPerYear}
            onChange={(freezeDaysPerYear) => set({ freezeDaysPerYear })}
            errorMessage={errors.freezeDaysPerYear}
          />
        </Box>
        <TextArea
          label={t(TEXT.extras)}
          value={values.extraFeatures}
          onChange={(extraFeatures) => set({ extraFeatures })}
          errorMessage={errors.extraFeatures}
        />
        <FormActions submitLabel={submitLabel} isSaving={isSaving}>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {t(TEXT.cancel)}
            </Button>
          ) : null}
        </FormActions>
      </Stack>
    </form>
  );
}
