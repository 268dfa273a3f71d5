import { Button, Card, Heading, Inline, Stack, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { FreezeSettingsCard } from './FreezeSettingsCard.tsx';
import { PlanForm } from './PlanForm.tsx';
import {
  EMPTY_PLAN_FORM,
  PLAN_PRICES,
  type PlanFormValues,
  type PricingPlan,
  planToForm,
  toPlanRequest,
} from './pricing-rules.ts';

/** A gym's pricing plans: the list with inline edit and delete, and the 'Add New Pricing Plan' form. */
export default function PricingPlansPage() {
  const gymId = Number(useParams().gymId);
  const plans = api.useQuery('get', '/api/pricing-plans/gyms/{gymId}', { params: { path: { gymId } } });
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: gymId } } });
  const create = api.useMutation('post', '/api/pricing-plans/gyms/{gymId}');
  // A new form (empty again) after each plan added.
  const [added, setAdded] = useState(0);
  const remove = api.useMutation('delete', '/api/pricing-plans/{planId}/gyms/{gymId}');

  const add = (values: PlanFormValues) =>
    create.mutate(
      { params: { path: { gymId } }, body: toPlanRequest(values) },
      {
        onSuccess: () => {
          showToast('Pricing Plan Created Successfully!', 'success');
          setAdded((count) => count + 1);
        },
        onError: () => showToast('Error creating pricing plan.'),
      },
    );
  const deletion = useConfirmedDelete<PricingPlan>({
    mutate: (plan, handlers) => remove.mutate({ params: { path: { planId: plan.id, gymId } } }, handlers),
    isPending: remove.isPending,
    deleted: 'Pricing Plan Deleted Successfully!',
    failed: () => 'Error deleting pricing plan.',
  });

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>Pricing Plans</Heading>
        {/* The gym's line keeps its place while it loads, so the plans under it stay put. */}
        <Text tone="muted">
          {gym.data ? `${gym.data.gymName}${gym.data.branch ? ` (${gym.data.branch})` : ''}` : '\u00a0'}
        </Text>
      </Stack>
      <QueryState
        query={plans}
        loadingLabel="Loading the pricing plans"
        loadingLines={4}
        empty={{
          isEmpty: (list) => list.length === 0,
          kind: 'pricing plan',
          next: <Text>Add the gym's first plan with the form below.</Text>,
        }}
      >
        {(list) => (
          <CardGrid>
            {list.map((plan) => (
              <CardGridItem key={plan.id}>
                <PlanCard plan={plan} onDelete={() => deletion.ask(plan)} />
              </CardGridItem>
            ))}
          </CardGrid>
        )}
      </QueryState>
      <AfterLoading queries={[plans]}>
        <Card title="Add New Pricing Plan" level={2}>
          <PlanForm
            key={added}
            initial={EMPTY_PLAN_FORM}
            submitLabel="Add New Pricing Plan"
            isSaving={create.isPending}
            refusal={create.error}
            onSave={add}
          />
        </Card>
      </AfterLoading>
      <AfterLoading queries={[plans]}>
        <FreezeSettingsCard gymId={gymId} />
      </AfterLoading>
      <DeleteDialog title="Delete Pricing Plan" {...deletion.dialog}>
        {(plan) => <Text>Delete the plan {plan.planName}? Invoices made from it keep their amounts.</Text>}
      </DeleteDialog>
    </Stack>
  );
}

/** One plan: its prices with Edit and Delete, or, while edited, its form in place. */
function PlanCard({ plan, onDelete }: { plan: PricingPlan; onDelete: () => void }) {
  const { money } = useGymFormat();
  const [editing, setEditing] = useState(false);
  const update = api.useMutation('put', '/api/pricing-plans/{planId}');
  const save = (values: PlanFormValues) =>
    update.mutate(
      { params: { path: { planId: plan.id } }, body: toPlanRequest(values) },
      {
        onSuccess: () => {
          showToast('Pricing Plan Updated Successfully!', 'success');
          setEditing(false);
        },
        onError: () => showToast('Error updating pricing plan.'),
      },
    );
  return (
    <Card level={2} title={editing ? `Edit ${plan.planName}` : plan.planName}>
      {editing ? (
        <PlanForm
          initial={planToForm(plan)}
          submitLabel="Save Plan"
          isSaving={update.isPending}
          refusal={update.error}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack gap="medium">
          <Stack gap="xxsmall">
            {PLAN_PRICES.map(({ field, label }) => (
              <Inline key={field} justifyContent="space-between">
                <Text tone="muted">{label}</Text>
                <Text weight="bold">{money(plan[field])}</Text>
              </Inline>
            ))}
            {plan.freezeFee !== null ? (
              <Inline justifyContent="space-between">
                <Text tone="muted">Freeze Fee</Text>
                <Text weight="bold">{money(plan.freezeFee)}</Text>
              </Inline>
            ) : null}
            {plan.freezeDaysPerYear !== null ? (
              <Inline justifyContent="space-between">
                <Text tone="muted">Frozen Days per Year</Text>
                <Text weight="bold">{plan.freezeDaysPerYear}</Text>
              </Inline>
            ) : null}
          </Stack>
          {plan.extraFeatures ? <Text>{plan.extraFeatures}</Text> : null}
          <Inline justifyContent="flex-end">
            <Button
              variant="secondary"
              size="small"
              aria-label={`Edit ${plan.planName}`}
              onPress={() => setEditing(true)}
            >
              Edit
            </Button>
            <Button variant="critical" size="small" aria-label={`Delete ${plan.planName}`} onPress={onDelete}>
              Delete
            </Button>
          </Inline>
        </Stack>
      )}
    </Card>
  );
}
