import { ApiRequestError, type components, errorMessage, validationMessages } from '@gym/api-client';
import { Box, Button, DatePicker, Inline, NumberField, Stack, showToast, Text } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';

type FreezeErrors = Partial<Record<'startDate' | 'days', string>>;

const MESSAGES = validationMessages.FreezeRequest;

const TEXT = defineMessages({
  noRules: {
    defaultMessage: 'No freeze fee and no limit of frozen days on this membership.',
    description: 'Freeze form: the membership’s plan has no freeze rules',
  },
  limitFee: {
    defaultMessage:
      '{plan}: {left} of {perYear} frozen days left in {year}; a freeze fee of {fee}, charged as an invoice.',
    description: 'Freeze form: the plan’s frozen days left this year, and its fee',
  },
  limitNoFee: {
    defaultMessage: '{plan}: {left} of {perYear} frozen days left in {year}; no freeze fee.',
    description: 'Freeze form: the plan’s frozen days left this year; no fee',
  },
  noLimitFee: {
    defaultMessage: '{plan}: No limit of frozen days; a freeze fee of {fee}, charged as an invoice.',
    description: 'Freeze form: no limit of frozen days, but a fee',
  },
  noLimitNoFee: {
    defaultMessage: '{plan}: No limit of frozen days; no freeze fee.',
    description: 'Freeze form: neither a limit of frozen days nor a fee',
  },
  frozen: {
    defaultMessage: 'Membership frozen from {start} to {end}.',
    description: 'Toast after freezing a membership',
  },
  frozenWithFee: {
    defaultMessage: 'Membership frozen from {start} to {end}. Freeze fee of {fee} invoiced.',
    description: 'Toast after freezing a membership with a fee',
  },
  unknown: { defaultMessage: 'Unknown error', description: 'A failure the server did not explain' },
  failed: { defaultMessage: 'Failed to freeze: {reason}', description: 'Toast when a freeze was not made' },
  form: { defaultMessage: 'Freeze the membership', description: 'Screen reader name of the freeze form' },
  startDate: { defaultMessage: 'Freeze Start Date', description: 'Freeze form: the first frozen day' },
  days: { defaultMessage: 'Days', description: 'Freeze form: how many days to freeze' },
  freeze: { defaultMessage: 'Freeze', description: 'Freeze form: its button' },
  cancel: { defaultMessage: 'Cancel', description: 'A form’s button' },
});

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
    return translate(TEXT.noRules);
  }
  const values = {
    plan: allowance.planName,
    left: allowance.daysLeft ?? 0,
    perYear: allowance.daysPerYear ?? 0,
    // The freeze limit's year is a calendar year in AD (decision 0047).
    year: String(allowance.year),
    fee: allowance.fee === null ? '' : money(allowance.fee),
  };
  const limited = allowance.daysLeft !== null;
  const charged = allowance.fee !== null;
  const sentence = limited
    ? charged
      ? TEXT.limitFee
      : TEXT.limitNoFee
    : charged
      ? TEXT.noLimitFee
      : TEXT.noLimitNoFee;
  return translate(sentence, values);
}

/** Freeze a client's membership from a date for a number of days (decision 0043). */
export default function FreezeForm({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const t = useT();
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
          const period = { start: date(freeze.startDate), end: date(freeze.endDate) };
          showToast(
            freeze.feeInvoiceId !== null && fee
              ? translate(TEXT.frozenWithFee, { ...period, fee: money(fee) })
              : translate(TEXT.frozen, period),
            'success',
          );
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0)
            showToast(
              translate(TEXT.failed, { reason: serverText(errorMessage(error, translate(TEXT.unknown))) }),
            );
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t(TEXT.form)}>
      <Stack gap="medium">
        <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <DatePicker
            label={t(TEXT.startDate)}
            requiredMark
            value={startDate}
            onChange={setStartDate}
            errorMessage={serverText(errors.startDate)}
          />
          <NumberField
            label={t(TEXT.days)}
            requiredMark
            minValue={1}
            maxValue={365}
            value={days}
            onChange={setDays}
            errorMessage={serverText(errors.days)}
          />
        </Box>
        {/* Said before Freeze is pressed; follows the start date (the year it counts in). */}
        <div aria-live="polite">
          <Text>{allowance.data && startDate ? allowanceText(allowance.data, money) : '\u00a0'}</Text>
        </div>
        <Inline gap="small">
          <Button type="submit" isPending={create.isPending}>
            {t(TEXT.freeze)}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t(TEXT.cancel)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
