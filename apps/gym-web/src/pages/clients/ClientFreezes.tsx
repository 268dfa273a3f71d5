import { ApiRequestError, type components, errorMessage, validationMessages } from '@gym/api-client';
import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  DatePicker,
  Inline,
  NumberField,
  ResponsiveList,
  Stack,
  showToast,
  type TableColumn,
  Text,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import type { Client } from './client-form-rules.ts';

type Freeze = components['schemas']['MembershipFreeze'];
type FreezeErrors = Partial<Record<'startDate' | 'days', string>>;

const MESSAGES = validationMessages.FreezeRequest;
const STATES: Record<Freeze['state'], { label: string; tone: BadgeTone }> = {
  PLANNED: { label: 'Planned', tone: 'neutral' },
  RUNNING: { label: 'Frozen now', tone: 'warning' },
  OVER: { label: 'Over', tone: 'neutral' },
};

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

/**
 * The client's membership freezes (decision 0043): freeze from a date for a number of days (the end
 * date moves by them, the door refuses the member meanwhile), unfreeze early, and every freeze kept.
 */
export function ClientFreezes({ client }: { client: Client }) {
  const { today, date } = useGymFormat();
  const path = { params: { path: { id: client.id } } };
  const freezes = api.useQuery('get', '/api/clients/{id}/freezes', path);
  const create = api.useMutation('post', '/api/clients/{id}/freezes');
  const end = api.useMutation('post', '/api/clients/{id}/freezes/{freezeId}/end');
  const [isOpen, setOpen] = useState(false);
  const [startDate, setStartDate] = useState<string | null>(() => today());
  const [days, setDays] = useState(14);
  const [errors, setErrors] = useState<FreezeErrors>({});
  const hasMembership = client.membershipEndDate !== null;

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
          showToast(
            `Membership frozen from ${date(freeze.startDate)} to ${date(freeze.endDate)}.`,
            'success',
          );
          setOpen(false);
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
  const unfreeze = (freeze: Freeze) =>
    end.mutate(
      { params: { path: { id: client.id, freezeId: freeze.id } } },
      {
        onSuccess: (ended) =>
          showToast(
            ended.days === 0
              ? 'Freeze cancelled: every day given back.'
              : `Unfrozen: ${freeze.days - ended.days} unused days given back.`,
            'success',
          ),
        onError: (error) => showToast(`Failed to unfreeze: ${errorMessage(error, 'Unknown error')}`),
      },
    );

  const columns: TableColumn<Freeze>[] = [
    {
      id: 'period',
      title: 'Frozen',
      isRowHeader: true,
      cell: (freeze) =>
        freeze.days === 0
          ? `Cancelled (from ${date(freeze.startDate)})`
          : `${date(freeze.startDate)} to ${date(freeze.endDate)}`,
    },
    {
      id: 'days',
      title: 'Days',
      align: 'end',
      cell: (freeze) => (freeze.endedEarly ? `${freeze.days} of ${freeze.plannedDays}` : String(freeze.days)),
    },
    {
      id: 'state',
      title: 'State',
      cell: (freeze) => <Badge tone={STATES[freeze.state].tone}>{STATES[freeze.state].label}</Badge>,
    },
    {
      id: 'actions',
      title: 'Actions',
      align: 'end',
      cell: (freeze) =>
        freeze.state === 'OVER' ? null : (
          <Button variant="secondary" isPending={end.isPending} onPress={() => unfreeze(freeze)}>
            {freeze.state === 'PLANNED' ? 'Cancel freeze' : 'Unfreeze'}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="large">
      <QueryState query={freezes} loadingLabel="Loading the freezes" loadingLines={2}>
        {(list) =>
          list.length === 0 ? (
            <Text tone="muted">No freezes. Freezing moves the membership's end date by the frozen days.</Text>
          ) : (
            <ResponsiveList label="Freezes" columns={columns} items={list} rowKey={(freeze) => freeze.id} />
          )
        }
      </QueryState>
      {isOpen ? (
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
            <Inline gap="small">
              <Button type="submit" isPending={create.isPending}>
                Freeze
              </Button>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Cancel
              </Button>
            </Inline>
          </Stack>
        </form>
      ) : hasMembership ? (
        <Inline>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            Freeze Membership
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
