import { Box, Button, NumberField, Stack, TextArea, TextField } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { FormActions } from '../../layouts/FormActions.tsx';
import { PLAN_PRICES, type PlanFormValues, planFormField, validatePlanForm } from './pricing-rules.ts';

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
  const { currency } = useGymFormat();
  const { values, set, errors, submit } = useValidatedForm(initial, validatePlanForm, onSave, {
    refusal,
    formField: planFormField,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="large">
        <TextField
          label="Plan Name"
          requiredMark
          value={values.planName}
          onChange={(planName) => set({ planName })}
          errorMessage={errors.planName}
        />
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          {PLAN_PRICES.map(({ field, label }) => (
            <NumberField
              key={field}
              label={label}
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
            label="Freeze Fee"
            prefix={currency}
            minValue={0}
            description="Charged as an invoice when a membership of this plan is frozen. Empty: no fee."
            value={values.freezeFee}
            onChange={(freezeFee) => set({ freezeFee })}
            errorMessage={errors.freezeFee}
          />
          <NumberField
            label="Frozen Days per Year"
            minValue={0}
            maxValue={366}
            description="The most days a member may be frozen in a calendar year. Empty: no limit."
            value={values.freezeDaysPerYear}
            onChange={(freezeDaysPerYear) => set({ freezeDaysPerYear })}
            errorMessage={errors.freezeDaysPerYear}
          />
        </Box>
        <TextArea
          label="Extra Features"
          value={values.extraFeatures}
          onChange={(extraFeatures) => set({ extraFeatures })}
          errorMessage={errors.extraFeatures}
        />
        <FormActions submitLabel={submitLabel} isSaving={isSaving}>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
          ) : null}
        </FormActions>
      </Stack>
    </form>
  );
}
