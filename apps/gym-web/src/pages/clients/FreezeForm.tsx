import { ApiRequestError, type components, errorMessage, validationMessages } from '@gym/api-client';
import { Box, Button, DatePicker, Inline, NumberField, Stack, showToast, Text } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';

type FreezeErrors = Partial<Record<'startDate' | 'days', string>>;

const MESSAGES = validationMessages.FreezeRequest;

/** The server's messages for the form's fields (a freeze it refused names the field it is about). */
function fieldErrorsOf(error: unknown): FreezeErrors {
  const details =
    error instanceof ApiRequestError && error.error.kind === 'HTTP_ERROR' ? error.error.details : [];
  const found: FreezeErrors = {};
  for (const detail of details ?? []) {
    if (detail.field === 'startDate' || detail.field === 'days') found[detail.field] = detail.message;
  }
  return found;
}

type Allowance = components['schemas']['FreezeAllowance'];

/**
 * What the plan's freeze rules (decision 0047) mean for this freeze, said before it is made: the
 * frozen days left in the start date's year and the fee.
 */
export function allowanceText(allowance: Allowance, money: (amount: number) => string): string {
  if (allowance.planName === null || (allowance.fee === null && allowance.daysPerYear === null)) {
    return 'No freeze fee and no limit of frozen days on this membership.';
  }
  const limit =
    allowance.daysLeft === null
      ? 'No limit of frozen days'
      : `${allowance.daysLeft} of ${allowance.daysPerYear} frozen days left in ${allowance.year}`;
  const fee =
    allowance.fee === null
      ? 'no freeze fee'
      : `a freeze fee of ${money(allowance.fee)}, charged as an invoice`;
  return `${allowance.planName}: ${limit}; ${fee}.`;
}

/** Freeze a client's membership from a date for a number of days (decision 0043). */
export default function FreezeForm({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const { today, date, money } = useGymFormat();
  const path = { params: { path: { id: clientId } } };
  const create = api.useMutation('post', '/api/clients/{id}/freezes');
  const [startDate, setStartDate] = useState<string | null>(() => today());
  const [days, setDays] = useState(14);
  const [errors, setErrors] = useState<FreezeErrors>({});
  const allowance = api.useQuery(
    'get',
    '/api/clients/{id}/freeze-allowance',
    { params: { path: { id: clientId }, query: { startDate: startDate ?? '' } } },
    { enabled: startDate !== null },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FreezeErrors = {};
    if (!startDate) found.startDate = MESSAGES.startDate.required;
    // A cleared number field answers NaN.
    if (!Number.isFinite(days)) found.days = MESSAGES.days.required;
    setErrors(found);
    if (!startDate || Object.keys(found).length > 0) return;
    create.mutate(
      { ...path, body: { startDate, days } },
      {
        onSuccess: (freeze) => {
          const fee = allowance.data?.fee;
          showToast(
            `Membership frozen from ${date(freeze.startDate)} to ${date(freeze.endDate)}.` +
              (freeze.feeInvoiceId !== null && fee ? ` Freeze fee of ${money(fee)} invoiced.` : ''),
            'success',
          );
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0)
            showToast(`Failed to freeze: ${errorMessage(error, 'Unknown error')}`);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Freeze the membership">
      <Stack gap="medium">
        <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <DatePicker
            label="Freeze Start Date"
            requiredMark
            value={startDate}
            onChange={setStartDate}
            errorMessage={errors.startDate}
          />
          <NumberField
            label="Days"
            requiredMark
            minValue={1}
            maxValue={365}
            value={days}
            onChange={setDays}
            errorMessage={errors.days}
          />
        </Box>
        {/* Said before Freeze is pressed; follows the start date (the year it counts in). */}
        <div aria-live="polite">
          <Text>{allowance.data && startDate ? allowanceText(allowance.data, money) : '\u00a0'}</Text>
        </div>
        <Inline gap="small">
          <Button type="submit" isPending={create.isPending}>
            Freeze
          </Button>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
