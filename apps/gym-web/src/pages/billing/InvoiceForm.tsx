import type { components } from '@gym/api-client';
import {
  Box,
  Card,
  clientDisplayName,
  DatePicker,
  Heading,
  Link,
  NumberField,
  Select,
  Stack,
  Text,
} from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { fieldTexts } from '../../i18n/server-reason.ts';
import { FormActions } from '../../layouts/FormActions.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { type InvoiceFormValues, MEMBERSHIP_MONTHS, repriced, validateInvoiceForm } from './invoice-rules.ts';
import { QuickDates } from './QuickDates.tsx';

type Client = components['schemas']['Client'];

const TEXT = defineMessages({
  membership: {
    defaultMessage: 'Membership',
    description: 'Invoice form: the card of the membership’s dates',
  },
  start: { defaultMessage: 'Membership Start Date', description: 'Invoice form field' },
  end: { defaultMessage: 'Membership End Date', description: 'Invoice form field' },
  today: { defaultMessage: 'Today', description: 'Quick button: sets the start date to today' },
  lastEnd: {
    defaultMessage: 'Last membership end ({date})',
    description: 'Quick button: sets the start date to the day the last membership ended',
  },
  lastEndNone: {
    defaultMessage: 'Last membership end',
    description: 'Quick button (unavailable): the client has had no membership',
  },
  addMonths: {
    defaultMessage: '{months, plural, one {+# Month} other {+# Months}}',
    description: 'Quick button: sets the end date that many months after the start',
  },
  amount: { defaultMessage: 'Amount', description: 'Invoice form: the card of the plan and the amounts' },
  plan: { defaultMessage: 'Pricing Plan', description: 'Invoice form field' },
  loadingPlans: { defaultMessage: 'Loading plans...', description: 'The plan field while the plans load' },
  choosePlan: { defaultMessage: 'Choose a plan', description: 'The plan field, empty' },
  planHelp: {
    defaultMessage: 'The plan prices the membership length the dates span.',
    description: 'Under the plan field',
  },
  noPlans: { defaultMessage: 'This gym has no pricing plans yet.', description: 'Invoice form, no plans' },
  addPlan: { defaultMessage: 'Add a pricing plan', description: 'Link to the pricing plans screen' },
  total: { defaultMessage: 'Total Amount', description: 'Invoice form field' },
  discounted: {
    defaultMessage: 'Discounted Amount',
    description: 'Invoice form field: the amount after discount',
  },
  save: { defaultMessage: 'Save Invoice', description: 'Invoice form: the submit button' },
  monthsInBs: {
    defaultMessage: 'Months are counted in Bikram Sambat.',
    description: 'Beside the +months buttons for a gym that reads dates in Bikram Sambat (BS)',
  },
});

export interface InvoiceFormProps {
  title: string;
  client: Client;
  initial: InvoiceFormValues;
  /** Under the start date: why it starts where it does (a renewal continuing a running membership). */
  startDescription?: string | undefined;
  isSaving: boolean;
  onSave: (values: InvoiceFormValues) => void;
}

/**
 * The invoice form (add and edit): membership dates with their quick buttons, the gym's pricing
 * plan (which prices the length chosen), the total (copied into the discounted amount as typed)
 * and the discounted amount. What was typed stays if a save fails.
 */
export function InvoiceForm({
  title,
  client,
  initial,
  startDescription,
  isSaving,
  onSave,
}: InvoiceFormProps) {
  const t = useT();
  const { currency, today, date, dates, addMonths, monthsNote } = useGymFormat();
  const {
    values,
    setValues,
    set,
    errors: englishErrors,
    submit,
  } = useValidatedForm(initial, validateInvoiceForm, onSave);
  const plansQuery = api.useQuery('get', '/api/pricing-plans/gyms/{gymId}', {
    params: { path: { gymId: client.gymId } },
  });
  const latest = api.useQuery('get', '/api/invoices/clients/{clientId}/latest-membership-end-date', {
    params: { path: { clientId: client.id } },
  });
  const plans = plansQuery.data ?? [];
  // The plan and the dates set the price; the amounts typed afterwards stay as typed.
  const setPriced = (change: Partial<InvoiceFormValues>) =>
    setValues((previous) => repriced({ ...previous, ...change }, plans, dates.calendar));
  const lastEnd = latest.data?.membershipEndDate ?? client.membershipEndDate;
  const start = values.membershipStartDate;
  const errors = fieldTexts(englishErrors);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Stack gap="xsmall">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{clientDisplayName(client.name)}</Text>
        </Stack>
        <Card title={t(TEXT.membership)} level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <Stack gap="small">
              <DatePicker
                label={t(TEXT.start)}
                requiredMark
                description={startDescription}
                value={start}
                onChange={(membershipStartDate) => setPriced({ membershipStartDate })}
                errorMessage={errors.membershipStartDate}
              />
              <QuickDates
                dates={[
                  { label: t(TEXT.today), date: today() },
                  {
                    label: lastEnd ? t(TEXT.lastEnd, { date: date(lastEnd) }) : t(TEXT.lastEndNone),
                    date: lastEnd,
                  },
                ]}
                onPick={(membershipStartDate) => setPriced({ membershipStartDate })}
              />
            </Stack>
            <Stack gap="small">
              <DatePicker
                label={t(TEXT.end)}
                requiredMark
                value={values.membershipEndDate}
                minValue={start ?? undefined}
                onChange={(membershipEndDate) => setPriced({ membershipEndDate })}
                errorMessage={errors.membershipEndDate}
              />
              <QuickDates
                dates={MEMBERSHIP_MONTHS.map((months) => ({
                  label: t(TEXT.addMonths, { months }),
                  date: start ? addMonths(start, months) : null,
                }))}
                onPick={(membershipEndDate) => setPriced({ membershipEndDate })}
              />
              {monthsNote ? (
                <Text tone="muted" size="small">
                  {t(TEXT.monthsInBs)}
                </Text>
              ) : null}
            </Stack>
          </Box>
        </Card>
        <Card title={t(TEXT.amount)} level={2}>
          <Stack gap="large">
            <Select
              label={t(TEXT.plan)}
              requiredMark
              placeholder={plansQuery.isPending ? t(TEXT.loadingPlans) : t(TEXT.choosePlan)}
              options={plans.map((plan) => ({ id: plan.id, label: plan.planName }))}
              selectedKey={values.pricingPlanId}
              onSelectionChange={(key) => setPriced({ pricingPlanId: key === null ? null : Number(key) })}
              errorMessage={errors.pricingPlanId}
              description={t(TEXT.planHelp)}
            />
            {plansQuery.isSuccess && plans.length === 0 ? (
              <Text>
                {t(TEXT.noPlans)}{' '}
                <Link variant="inline" href={ROUTES.gymPricing.to({ gymId: client.gymId })}>
                  {t(TEXT.addPlan)}
                </Link>
              </Text>
            ) : null}
            <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
              <NumberField
                label={t(TEXT.total)}
                requiredMark
                prefix={currency}
                minValue={0}
                value={values.totalAmount}
                onChange={(totalAmount) => set({ totalAmount, discountedAmount: totalAmount })}
                errorMessage={errors.totalAmount}
              />
              <NumberField
                label={t(TEXT.discounted)}
                requiredMark
                prefix={currency}
                minValue={0}
                value={values.discountedAmount}
                onChange={(discountedAmount) => set({ discountedAmount })}
                errorMessage={errors.discountedAmount}
              />
            </Box>
          </Stack>
        </Card>
        <FormActions submitLabel={t(TEXT.save)} isSaving={isSaving} />
      </Stack>
    </form>
  );
}
