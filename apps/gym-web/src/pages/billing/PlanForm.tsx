import { Box, Button, Inline, NumberField, Stack, TextArea, TextField } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useGymFormat } from '../../app/gym-format.ts';
import { PLAN_PRICES, type PlanFormErrors, type PlanFormValues, validatePlanForm } from './pricing-rules.ts';

export interface PlanFormProps {
  initial: PlanFormValues;
  submitLabel: string;
  isSaving: boolean;
  onSave: (values: PlanFormValues) => void;
  onCancel?: () => void;
}

/** A pricing plan's name, four prices and extra features; what was typed stays if a save fails. */
export function PlanForm({ initial, submitLabel, isSaving, onSave, onCancel }: PlanFormProps) {
  const { currency } = useGymFormat();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const set = (change: Partial<PlanFormValues>) => setValues((previous) => ({ ...previous, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePlanForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  };
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
        <TextArea
          label="Extra Features"
          value={values.extraFeatures}
          onChange={(extraFeatures) => set({ extraFeatures })}
        />
        <Inline justifyContent="flex-end">
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" isPending={isSaving} pendingLabel="Saving...">
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
