import { type components, errorMessage } from '@gym/api-client';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Heading,
  IconButton,
  Inline,
  Link,
  membershipLabel,
  Pagination,
  ResponsiveList,
  Stack,
  type TableColumn,
  Text,
  TrashIcon,
} from '@gym/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { telLink } from '../../app/phone-links.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { Fact } from '../../layouts/Fact.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { invoicePlanLabel } from '../billing/invoice-label.ts';
import { ClientDuesNote } from '../dues/ClientDuesNote.tsx';
import { ClientFreezes } from './ClientFreezes.tsx';
import { type Client, GENDERS, privilegeLabel } from './client-form-rules.ts';

type Invoice = components['schemas']['Invoice'];

// The trail is fetched with its own code when the page has drawn the rest (first-load budget).
const ActivityList = lazy(() =>
  import('../activity/ActivityList.tsx').then((module) => ({ default: module.ActivityList })),
);
type Device = components['schemas']['AccessControlDevice'];

const INVOICE_ROWS_PER_PAGE = [5, 10, 25, 50] as const;

/** One client: profile and membership, personal, membership and device info, devices and invoices. */
export default function ClientDetailPage() {
  const clientId = Number(useParams().clientId);
  const client = api.useQuery('get', '/api/clients/{id}', { params: { path: { id: clientId } } });
  return (
    <QueryState query={client} loadingLabel="Loading the client" loadingLines={8}>
      {(data) => <ClientDetails client={data} />}
    </QueryState>
  );
}

function ClientDetails({ client }: { client: Client }) {
  const navigate = useNavigate();
  const { today, date, timeZone } = useGymFormat();
  // A call from the phone, with the gym's country code (as the list's WhatsApp link has it).
  const tel = client.phone ? telLink(client.phone, timeZone) : null;
  const dateOrDash = (value: string | null) => (value ? date(value) : '-');
  const membership = client.membershipEndDate ? membershipLabel(client.membershipEndDate, today()) : null;
  const device = client.clientInfoInDevice;
  const createInvoice = (
    <Button onPress={() => navigate(ROUTES.clientInvoiceAdd.to({ clientId: client.id }))}>
      Create Invoice
    </Button>
  );
  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between" gap="large">
        <Inline gap="large">
          <Avatar name={client.name} src={client.imageUrl} size="large" />
          <Stack gap="xsmall">
            <Heading level={1}>{client.name}</Heading>
            <Inline gap="small">
              {membership ? (
                <Badge tone={membership.tone}>{membership.text}</Badge>
              ) : (
                <Badge>No membership</Badge>
              )}
              <Badge tone={client.activeMember ? 'accent' : 'neutral'}>
                {client.activeMember ? 'Active' : 'Inactive'}
              </Badge>
              {client.membershipState === 'FROZEN' ? <Badge tone="warning">Frozen</Badge> : null}
            </Inline>
            <ClientDuesNote clientId={client.id} />
          </Stack>
        </Inline>
        <Inline gap="small">
          <Button variant="secondary" onPress={() => navigate(ROUTES.attendance.to({ clientId: client.id }))}>
            Attendance
          </Button>
          <Button variant="secondary" onPress={() => navigate(ROUTES.clientEdit.to({ clientId: client.id }))}>
            Edit Client
          </Button>
          {createInvoice}
        </Inline>
      </Inline>

      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        <Card title="Personal Info" level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label="Gender">{GENDERS.find((gender) => gender.id === client.gender)?.label}</Fact>
            <Fact label="Phone">{tel ? <Link href={tel}>{client.phone}</Link> : client.phone}</Fact>
            <Fact label="Email">{client.email}</Fact>
            <Fact label="Address">{client.address}</Fact>
            <Fact label="Emergency Contact">{client.emergencyContact}</Fact>
            <Fact label="Date of Birth">{dateOrDash(client.dateOfBirth)}</Fact>
          </Box>
          <Fact label="Notes">{client.notes}</Fact>
        </Card>
        <Card title="Membership" level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label="Joined Date">{dateOrDash(client.joinedDate)}</Fact>
            <Fact label="Membership End Date">{dateOrDash(client.membershipEndDate)}</Fact>
            <Fact label="Status">{client.activeMember ? 'Active' : 'Inactive'}</Fact>
            <Fact label="Membership">{membership?.text ?? 'No membership'}</Fact>
          </Box>
        </Card>
        <Card title="Freezes" level={2}>
          <ClientFreezes client={client} />
        </Card>
        <Card title="Device Info" level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label="Card">{device.card}</Fact>
            <Fact label="Device Password">{device.password}</Fact>
            <Fact label="Privilege">{privilegeLabel(device.privilege)}</Fact>
            <Fact label="Fingerprints">{String(device.fingerprints.length)}</Fact>
          </Box>
        </Card>
        <Card title="Devices" level={2}>
          <ClientDevices clientId={client.id} />
        </Card>
      </Box>

      <Card title="Invoices" level={2}>
        <ClientInvoices clientId={client.id} createInvoice={createInvoice} />
      </Card>

      <Card title="Activity" level={2}>
        {/* Last on the page, so it may arrive after the rest without moving anything. */}
        <Suspense fallback={null}>
          <ActivityList of={{ clientId: client.id }} />
        </Suspense>
      </Card>
    </Stack>
  );
}

function ClientDevices({ clientId }: { clientId: number }) {
  const devices = api.useQuery('get', '/api/access-control-devices/client/{clientId}', {
    params: { path: { clientId } },
  });
  const columns: TableColumn<Device>[] = [
    { id: 'deviceName', title: 'Device', isRowHeader: true, cell: (device) => device.deviceName },
    { id: 'door', title: 'Door', cell: (device) => device.door },
    { id: 'serialNumber', title: 'Serial Number', cell: (device) => device.serialNumber },
  ];
  return (
    <QueryState query={devices} loadingLabel="Loading the client's devices" loadingLines={2}>
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">Not on any door device yet.</Text>
        ) : (
          <ResponsiveList label="Devices" columns={columns} items={list} rowKey={(device) => device.id} />
        )
      }
    </QueryState>
  );
}

function ClientInvoices({ clientId, createInvoice }: { clientId: number; createInvoice: ReactNode }) {
  const navigate = useNavigate();
  const { money, date } = useGymFormat();
  const [pageNo, setPageNo] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const invoices = api.useQuery(
    'get',
    '/api/invoices/clients/{clientId}',
    { params: { path: { clientId }, query: { sortBy: 'createdAt', sortOrder: 'desc', pageNo, pageSize } } },
    { placeholderData: (previous) => previous },
  );
  const remove = api.useMutation('delete', '/api/invoices/{id}');
  const deletion = useConfirmedDelete<Invoice>({
    mutate: (invoice, handlers) => remove.mutate({ params: { path: { id: invoice.id } } }, handlers),
    isPending: remove.isPending,
    deleted: 'Invoice deleted successfully',
    failed: (error) => errorMessage(error, 'Failed to delete invoice'),
  });
  const period = (invoice: Invoice) =>
    `${date(invoice.membershipStartDate)} to ${date(invoice.membershipEndDate)}`;
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'createdAt',
      title: 'Invoice',
      isRowHeader: true,
      cell: (invoice) => `#${invoice.number} of ${date(invoice.createdAt)}`,
    },
    { id: 'period', title: 'Membership', cell: period },
    { id: 'plan', title: 'Plan', cell: (invoice) => invoicePlanLabel(invoice) ?? '-' },
    { id: 'total', title: 'Amount', align: 'end', cell: (invoice) => money(invoice.discountedAmount) },
    { id: 'paid', title: 'Paid', align: 'end', cell: (invoice) => money(invoice.amountPaid) },
    { id: 'by', title: 'By', cell: (invoice) => invoice.createdBy?.name ?? '-' },
    {
      id: 'due',
      title: 'Due',
      align: 'end',
      cell: (invoice) =>
        invoice.cleared ? (
          <Badge tone="success">Cleared</Badge>
        ) : (
          <Text tone="critical" weight="bold">
            {money(invoice.amountDue)}
          </Text>
        ),
    },
    {
      id: 'receipts',
      title: 'Receipts',
      // Each payment's receipt, to print or send again.
      cell: (invoice) =>
        invoice.paymentDtoList.length === 0 ? (
          '-'
        ) : (
          <Inline gap="xsmall">
            {invoice.paymentDtoList.map((payment) => (
              <Button
                key={payment.id}
                variant="secondary"
                onPress={() =>
                  navigate(
                    ROUTES.clientPaymentReceipt.to({
                      clientId,
                      invoiceId: invoice.id,
                      paymentId: payment.id,
                    }),
                  )
                }
              >
                {`Receipt #${payment.receiptNumber}`}
              </Button>
            ))}
          </Inline>
        ),
    },
    {
      id: 'actions',
      title: 'Actions',
      align: 'end',
      // Only an invoice without payments may go (the server's rule); a paid one says what comes first.
      cell: (invoice) => (
        <IconButton
          label={
            invoice.paymentDtoList.length > 0
              ? `Invoice #${invoice.number} has payments: delete them first to delete it`
              : `Delete invoice #${invoice.number}`
          }
          tone="critical"
          isDisabled={invoice.paymentDtoList.length > 0}
          onPress={() => deletion.ask(invoice)}
        >
          <TrashIcon />
        </IconButton>
      ),
    },
  ];
  const list = (
    <QueryState query={invoices} loadingLabel="Loading the invoices" loadingLines={3}>
      {(page) =>
        page.paginationResponse.totalElements === 0 ? (
          <EmptyState
            kind="invoice"
            title="No invoices yet"
            hint="Create an invoice for the membership, then record its payments."
            action={createInvoice}
          />
        ) : (
          <Stack gap="medium">
            <ResponsiveList
              label="Invoices"
              columns={columns}
              items={page.content}
              rowKey={(invoice) => invoice.id}
              onRowAction={(invoiceId) => navigate(ROUTES.clientInvoice.to({ clientId, invoiceId }))}
            />
            {page.content.some((invoice) => invoice.paymentDtoList.length > 0) ? (
              <Text tone="muted" size="small">
                An invoice with payments cannot be deleted: delete its payments on the invoice first.
              </Text>
            ) : null}
            <Pagination
              pageNo={pageNo}
              pageSize={pageSize}
              totalElements={page.paginationResponse.totalElements}
              onPageChange={setPageNo}
              pageSizeOptions={INVOICE_ROWS_PER_PAGE}
              onPageSizeChange={setPageSize}
            />
          </Stack>
        )
      }
    </QueryState>
  );
  return (
    <>
      {list}
      <DeleteDialog title="Delete Invoice" {...deletion.dialog}>
        {(invoice) => (
          <Text>
            Delete invoice #{invoice.number}, {period(invoice)}? The client's membership then ends with their
            latest other invoice.
          </Text>
        )}
      </DeleteDialog>
    </>
  );
}
