import { Button, Card, Heading, Inline, Stack, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { COMMON } from '../../i18n/common.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { CardGrid, CardGridItem } from '../../layouts/CardGrid.tsx';
import { useParams } from '../../routes/navigation.tsx';
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

const TEXT = defineMessages({
  created: {
    defaultMessage: 'Pricing Plan Created Successfully!',
    description: 'Toast after a plan is added',
  },
  createFailed: {
    defaultMessage: 'Error creating pricing plan.',
    description: 'Toast when adding a plan failed',
  },
  deleted: {
    defaultMessage: 'Pricing Plan Deleted Successfully!',
    description: 'Toast after a plan is deleted',
  },
  deleteFailed: {
    defaultMessage: 'Error deleting pricing plan.',
    description: 'Toast when deleting a plan failed',
  },
  updated: {
    defaultMessage: 'Pricing Plan Updated Successfully!',
    description: 'Toast after a plan is saved',
  },
  updateFailed: {
    defaultMessage: 'Error updating pricing plan.',
    description: 'Toast when saving a plan failed',
  },
  heading: { defaultMessage: 'Pricing Plans', description: 'The pricing plans screen’s heading' },
  gymWithBranch: { defaultMessage: '{gym} ({branch})', description: 'A gym’s name with its branch' },
  loading: { defaultMessage: 'Loading the pricing plans', description: 'Screen reader: while loading' },
  empty: {
    defaultMessage: 'No pricing plan data available.',
    description: 'Pricing plans: the gym has none',
  },
  emptyNext: {
    defaultMessage: "Add the gym's first plan with the form below.",
    description: 'Pricing plans: none yet',
  },
  add: { defaultMessage: 'Add New Pricing Plan', description: 'Card title and its button' },
  deleteTitle: { defaultMessage: 'Delete Pricing Plan', description: 'The delete question’s title' },
  deleteQuestion: {
    defaultMessage: 'Delete the plan {plan}? Invoices made from it keep their amounts.',
    description: 'The delete question',
  },
  editTitle: { defaultMessage: 'Edit {plan}', description: 'A plan’s card title while it is edited' },
  save: { defaultMessage: 'Save Plan', description: 'A plan’s edit form: the submit button' },
  freezeFee: { defaultMessage: 'Freeze Fee', description: 'A plan’s fee for freezing a membership' },
  frozenDays: {
    defaultMessage: 'Frozen Days per Year',
    description: 'A plan’s most days frozen in a calendar year',
  },
  edit: { defaultMessage: 'Edit', description: 'Button on a plan' },
  editLabel: { defaultMessage: 'Edit {plan}', description: 'A plan’s Edit button for screen readers' },
  delete: { defaultMessage: 'Delete', description: 'Button on a plan' },
  deleteLabel: { defaultMessage: 'Delete {plan}', description: 'A plan’s Delete button for screen readers' },
});

/** A gym's pricing plans: the list with inline edit and delete, and the 'Add New Pricing Plan' form. */
export default function PricingPlansPage() {
  const gymId = Number(useParams().gymId);
  const t = useT();
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
          showToast(translate(TEXT.created), 'success');
          setAdded((count) => count + 1);
        },
        onError: () => showToast(translate(TEXT.createFailed)),
      },
    );
  const deletion = useConfirmedDelete<PricingPlan>({
    mutate: (plan, handlers) => remove.mutate({ params: { path: { planId: plan.id, gymId } } }, handlers),
    isPending: remove.isPending,
    deleted: t(TEXT.deleted),
    failed: () => translate(TEXT.deleteFailed),
  });

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        {/* The gym's line keeps its place while it loads, so the plans under it stay put. */}
        <Text tone="muted">
          {gym.data
            ? gym.data.branch
              ? t(TEXT.gymWithBranch, { gym: gym.data.gymName, branch: gym.data.branch })
              : gym.data.gymName
            : '\u00a0'}
        </Text>
      </Stack>
      <QueryState
        query={plans}
        loadingLabel={t(TEXT.loading)}
        loadingLines={4}
        empty={{
          isEmpty: (list) => list.length === 0,
          kind: 'pricing plan',
          title: t(TEXT.empty),
          hint: t(COMMON.emptyHint),
          next: <Text>{t(TEXT.emptyNext)}</Text>,
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
        <Card title={t(TEXT.add)} level={2}>
          <PlanForm
            key={added}
            initial={EMPTY_PLAN_FORM}
            submitLabel={t(TEXT.add)}
            isSaving={create.isPending}
            refusal={create.error}
            onSave={add}
          />
        </Card>
      </AfterLoading>
      <AfterLoading queries={[plans]}>
        <FreezeSettingsCard gymId={gymId} />
      </AfterLoading>
      <DeleteDialog title={t(TEXT.deleteTitle)} {...deletion.dialog}>
        {(plan) => <Text>{t(TEXT.deleteQuestion, { plan: plan.planName })}</Text>}
      </DeleteDialog>
    </Stack>
  );
}

/** One plan: its prices with Edit and Delete, or, while edited, its form in place. */
function PlanCard({ plan, onDelete }: { plan: PricingPlan; onDelete: () => void }) {
  const t = useT();
  const { money } = useGymFormat();
  const [editing, setEditing] = useState(false);
  const update = api.useMutation('put', '/api/pricing-plans/{planId}');
  const save = (values: PlanFormValues) =>
    update.mutate(
      { params: { path: { planId: plan.id } }, body: toPlanRequest(values) },
      {
        onSuccess: () => {
          showToast(translate(TEXT.updated), 'success');
          setEditing(false);
        },
        onError: () => showToast(translate(TEXT.updateFailed)),
      },
    );
  return (
    <Card level={2} title={editing ? t(TEXT.editTitle, { plan: plan.planName }) : plan.planName}>
      {editing ? (
        <PlanForm
          initial={planToForm(plan)}
          submitLabel={t(TEXT.save)}
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
                <Text tone="muted">{t(label)}</Text>
                <Text weight="bold">{money(plan[field])}</Text>
              </Inline>
            ))}
            {plan.freezeFee !== null ? (
              <Inline justifyContent="space-between">
                <Text tone="muted">{t(TEXT.freezeFee)}</Text>
                <Text weight="bold">{money(plan.freezeFee)}</Text>
              </Inline>
            ) : null}
            {plan.freezeDaysPerYear !== null ? (
              <Inline justifyContent="space-between">
                <Text tone="muted">{t(TEXT.frozenDays)}</Text>
                <Text weight="bold">{plan.freezeDaysPerYear}</Text>
              </Inline>
            ) : null}
          </Stack>
          {plan.extraFeatures ? <Text>{plan.extraFeatures}</Text> : null}
          <Inline justifyContent="flex-end">
            <Button
              variant="secondary"
              size="small"
              aria-label={t(TEXT.editLabel, { plan: plan.planName })}
              onPress={() => setEditing(true)}
            >
              {t(TEXT.edit)}
            </Button>
            <Button
              variant="critical"
              size="small"
              aria-label={t(TEXT.deleteLabel, { plan: plan.planName })}
              onPress={onDelete}
            >
              {t(TEXT.delete)}
            </Button>
          </Inline>
        </Stack>
      )}
    </Card>
  );
}
