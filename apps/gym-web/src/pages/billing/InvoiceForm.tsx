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
import { FormActions } from '../../layouts/FormActions.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { type InvoiceFormValues, MEMBERSHIP_MONTHS, repriced, validateInvoiceForm } from './invoice-rules.ts';
import { QuickDates } from './QuickDates.tsx';

type Client = components['schemas']['Client'];

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
  const { currency, today, date, dates, addMonths, monthsNote } = useGymFormat();
  const { values, setValues, set, errors, submit } = useValidatedForm(initial, validateInvoiceForm, onSave);
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Stack gap="xsmall">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{clientDisplayName(client.name)}</Text>
        </Stack>
        <Card title="Membership" level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <Stack gap="small">
              <DatePicker
                label="Membership Start Date"
                requiredMark
                description={startDescription}
                value={start}
                onChange={(membershipStartDate) => setPriced({ membershipStartDate })}
                errorMessage={errors.membershipStartDate}
              />
              <QuickDates
                dates={[
                  { label: 'Today', date: today() },
                  {
                    label: lastEnd ? `Last membership end (${date(lastEnd)})` : 'Last membership end',
                    date: lastEnd,
                  },
                ]}
                onPick={(membershipStartDate) => setPriced({ membershipStartDate })}
              />
            </Stack>
            <Stack gap="small">
              <DatePicker
                label="Membership End Date"
                requiredMark
                value={values.membershipEndDate}
                minValue={start ?? undefined}
                onChange={(membershipEndDate) => setPriced({ membershipEndDate })}
                errorMessage={errors.membershipEndDate}
              />
              <QuickDates
                dates={MEMBERSHIP_MONTHS.map((months) => ({
                  label: `+${months} ${months === 1 ? 'Month' : 'Months'}`,
                  date: start ? addMonths(start, months) : null,
                }))}
                onPick={(membershipEndDate) => setPriced({ membershipEndDate })}
              />
              {monthsNote ? (
                <Text tone="muted" size="small">
                  {monthsNote}
                </Text>
              ) : null}
            </Stack>
          </Box>
        </Card>
        <Card title="Amount" level={2}>
          <Stack gap="large">
            <Select
              label="Pricing Plan"
              requiredMark
              placeholder={plansQuery.isPending ? 'Loading plans...' : 'Choose a plan'}
              options={plans.map((plan) => ({ id: plan.id, label: plan.planName }))}
              selectedKey={values.pricingPlanId}
              onSelectionChange={(key) => setPriced({ pricingPlanId: key === null ? null : Number(key) })}
              errorMessage={errors.pricingPlanId}
              description="The plan prices the membership length the dates span."
            />
            {plansQuery.isSuccess && plans.length === 0 ? (
              <Text>
                This gym has no pricing plans yet.{' '}
                <Link variant="inline" href={ROUTES.gymPricing.to({ gymId: client.gymId })}>
                  Add a pricing plan
                </Link>
              </Text>
            ) : null}
            <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
              <NumberField
                label="Total Amount"
                requiredMark
                prefix={currency}
                minValue={0}
                value={values.totalAmount}
                onChange={(totalAmount) => set({ totalAmount, discountedAmount: totalAmount })}
                errorMessage={errors.totalAmount}
              />
              <NumberField
                label="Discounted Amount"
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
        <FormActions submitLabel="Save Invoice" isSaving={isSaving} />
      </Stack>
    </form>
  );
}
