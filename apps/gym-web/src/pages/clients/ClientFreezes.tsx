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
import { ROUTES } from '../../routes/route-table.ts';
import type { Client } from './client-form-rules.ts';

type Freeze = components['schemas']['MembershipFreeze'];

// The form (a date and a number field) is fetched when 'Freeze Membership' is first pressed.
const FreezeForm = lazy(() => import('./FreezeForm.tsx'));

const STATES: Record<Freeze['state'], { label: string; tone: BadgeTone }> = {
  PLANNED: { label: 'Planned', tone: 'neutral' },
  RUNNING: { label: 'Frozen now', tone: 'warning' },
  OVER: { label: 'Over', tone: 'neutral' },
};

/**
 * The client's membership freezes (decision 0043): freeze from a date for a number of days (the end
 * date moves by them, the door refuses the member meanwhile), unfreeze early, and every freeze kept.
 */
export function ClientFreezes({ client }: { client: Client }) {
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
      id: 'fee',
      title: 'Fee',
      // The plan's freeze fee, charged as an invoice of its own (decision 0047).
      cell: (freeze) =>
        freeze.feeInvoiceId === null ? (
          'None'
        ) : (
          <Link href={ROUTES.clientInvoice.to({ clientId: client.id, invoiceId: freeze.feeInvoiceId })}>
            Fee invoice
          </Link>
        ),
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
        <Suspense fallback={null}>
          <FreezeForm clientId={client.id} onClose={() => setOpen(false)} />
        </Suspense>
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
