import { type components, errorMessage } from '@gym/api-client';
import {
  Badge,
  type BadgeTone,
  Button,
  Inline,
  Link,
  ResponsiveList,
  Stack,
  showToast,
  type TableColumn,
  Text,
} from '@gym/ui';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { ROUTES } from '../../routes/route-table.ts';
import type { Client } from './client-form-rules.ts';

type Freeze = components['schemas']['MembershipFreeze'];

// The form (a date and a number field) is fetched when 'Freeze Membership' is first pressed.
const FreezeForm = lazy(() => import('./FreezeForm.tsx'));

const TEXT = defineMessages({
  planned: { defaultMessage: 'Planned', description: 'A freeze that has not started yet' },
  running: { defaultMessage: 'Frozen now', description: 'A freeze running today' },
  over: { defaultMessage: 'Over', description: 'A freeze that has ended' },
  cancelled: {
    defaultMessage: 'Freeze cancelled: every day given back.',
    description: 'Toast after cancelling a freeze before it started',
  },
  unfrozen: {
    defaultMessage: 'Unfrozen: {days, plural, one {# unused day} other {# unused days}} given back.',
    description: 'Toast after ending a freeze early',
  },
  unknown: { defaultMessage: 'Unknown error', description: 'A failure the server did not explain' },
  failed: {
    defaultMessage: 'Failed to unfreeze: {reason}',
    description: 'Toast when a freeze was not ended',
  },
  frozen: { defaultMessage: 'Frozen', description: 'Freezes, column: the frozen days' },
  cancelledFrom: {
    defaultMessage: 'Cancelled (from {start})',
    description: 'Freezes: a freeze cancelled before it started',
  },
  period: { defaultMessage: '{start} to {end}', description: 'A period from one date to another' },
  days: { defaultMessage: 'Days', description: 'Freezes, column: the frozen days' },
  daysOf: {
    defaultMessage: '{days} of {planned}',
    description: 'Freezes: the days frozen of the days planned (a freeze ended early)',
  },
  fee: { defaultMessage: 'Fee', description: 'Freezes, column: the freeze fee' },
  noFee: { defaultMessage: 'None', description: 'Freezes: no fee' },
  feeInvoice: { defaultMessage: 'Fee invoice', description: 'Freezes: a link to the fee’s invoice' },
  state: { defaultMessage: 'State', description: 'Freezes, column: planned, frozen now or over' },
  actions: { defaultMessage: 'Actions', description: 'Column: the row’s buttons' },
  cancelFreeze: { defaultMessage: 'Cancel freeze', description: 'Freezes: a button' },
  unfreeze: { defaultMessage: 'Unfreeze', description: 'Freezes: a button, ends a running freeze' },
  loading: { defaultMessage: 'Loading the freezes', description: 'Screen reader: while loading' },
  none: {
    defaultMessage: "No freezes. Freezing moves the membership's end date by the frozen days.",
    description: 'Client page: no freezes',
  },
  list: { defaultMessage: 'Freezes', description: 'The freezes list’s name for screen readers' },
  freezeMembership: { defaultMessage: 'Freeze Membership', description: 'Client page: a button' },
});

const STATES: Record<Freeze['state'], { label: Message; tone: BadgeTone }> = {
  PLANNED: { label: TEXT.planned, tone: 'neutral' },
  RUNNING: { label: TEXT.running, tone: 'warning' },
  OVER: { label: TEXT.over, tone: 'neutral' },
};

/**
 * The client's membership freezes (decision 0043): freeze from a date for a number of days (the end
 * date moves by them, the door refuses the member meanwhile), unfreeze early, and every freeze kept.
 */
export function ClientFreezes({ client }: { client: Client }) {
  const t = useT();
  const { date } = useGymFormat();
  const path = { params: { path: { id: client.id } } };
  const freezes = api.useQuery('get', '/api/clients/{id}/freezes', path);
  const end = api.useMutation('post', '/api/clients/{id}/freezes/{freezeId}/end');
  const [isOpen, setOpen] = useState(false);
  const hasMembership = client.membershipEndDate !== null;

  const unfreeze = (freeze: Freeze) =>
    end.mutate(
      { params: { path: { id: client.id, freezeId: freeze.id } } },
      {
        onSuccess: (ended) =>
          showToast(
            ended.days === 0
              ? translate(TEXT.cancelled)
              : translate(TEXT.unfrozen, { days: freeze.days - ended.days }),
            'success',
          ),
        onError: (error) =>
          showToast(translate(TEXT.failed, { reason: errorMessage(error, translate(TEXT.unknown)) })),
      },
    );

  const columns: TableColumn<Freeze>[] = [
    {
      id: 'period',
      title: t(TEXT.frozen),
      isRowHeader: true,
      cell: (freeze) =>
        freeze.days === 0
          ? t(TEXT.cancelledFrom, { start: date(freeze.startDate) })
          : t(TEXT.period, { start: date(freeze.startDate), end: date(freeze.endDate) }),
    },
    {
      id: 'days',
      title: t(TEXT.days),
      align: 'end',
      cell: (freeze) =>
        freeze.endedEarly
          ? t(TEXT.daysOf, { days: freeze.days, planned: freeze.plannedDays })
          : String(freeze.days),
    },
    {
      id: 'fee',
      title: t(TEXT.fee),
      // The plan's freeze fee, charged as an invoice of its own (decision 0047).
      cell: (freeze) =>
        freeze.feeInvoiceId === null ? (
          t(TEXT.noFee)
        ) : (
          <Link href={ROUTES.clientInvoice.to({ clientId: client.id, invoiceId: freeze.feeInvoiceId })}>
            {t(TEXT.feeInvoice)}
          </Link>
        ),
    },
    {
      id: 'state',
      title: t(TEXT.state),
      cell: (freeze) => <Badge tone={STATES[freeze.state].tone}>{t(STATES[freeze.state].label)}</Badge>,
    },
    {
      id: 'actions',
      title: t(TEXT.actions),
      align: 'end',
      cell: (freeze) =>
        freeze.state === 'OVER' ? null : (
          <Button variant="secondary" isPending={end.isPending} onPress={() => unfreeze(freeze)}>
            {t(freeze.state === 'PLANNED' ? TEXT.cancelFreeze : TEXT.unfreeze)}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="large">
      <QueryState query={freezes} loadingLabel={t(TEXT.loading)} loadingLines={2}>
        {(list) =>
          list.length === 0 ? (
            <Text tone="muted">{t(TEXT.none)}</Text>
          ) : (
            <ResponsiveList
              label={t(TEXT.list)}
              columns={columns}
              items={list}
              rowKey={(freeze) => freeze.id}
            />
          )
        }
      </QueryState>
      {isOpen ? (
        <Suspense fallback={null}>
          <FreezeForm clientId={client.id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : hasMembership ? (
        <Inline>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {t(TEXT.freezeMembership)}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
