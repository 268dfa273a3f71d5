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
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { telLink } from '../../app/phone-links.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { Fact } from '../../layouts/Fact.tsx';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { invoicePlanLabel } from '../billing/invoice-label.ts';
import { ClientDuesNote } from '../dues/ClientDuesNote.tsx';
import { ClientFreezes } from './ClientFreezes.tsx';
import type { Client } from './client-form-rules.ts';
import { GENDERS, privilegeLabel } from './client-words.ts';

type Invoice = components['schemas']['Invoice'];

// The trail is fetched with its own code when the page has drawn the rest (first-load budget).
const ActivityList = lazy(() =>
  import('../activity/ActivityList.tsx').then((module) => ({ default: module.ActivityList })),
);
type Device = components['schemas']['AccessControlDevice'];

const INVOICE_ROWS_PER_PAGE = [5, 10, 25, 50] as const;

const TEXT = defineMessages({
  loading: { defaultMessage: 'Loading the client', description: 'Screen reader: while loading' },
  createInvoice: { defaultMessage: 'Create Invoice', description: 'Client page: a button' },
  noMembership: { defaultMessage: 'No membership', description: 'Clients: a client without a membership' },
  active: { defaultMessage: 'Active', description: 'A client whose membership is active' },
  inactive: { defaultMessage: 'Inactive', description: 'A client set inactive (no longer comes)' },
  frozen: { defaultMessage: 'Frozen', description: 'Client page: the membership is frozen now' },
  attendance: { defaultMessage: 'Attendance', description: 'Client page: the button to the attendance' },
  edit: { defaultMessage: 'Edit Client', description: 'Client page: a button' },
  personal: { defaultMessage: 'Personal Info', description: 'Client page: a card' },
  gender: { defaultMessage: 'Gender', description: 'Client: male or female' },
  phone: { defaultMessage: 'Phone', description: 'A phone number' },
  email: { defaultMessage: 'Email', description: 'An email address' },
  address: { defaultMessage: 'Address', description: 'A postal address' },
  emergencyContact: {
    defaultMessage: 'Emergency Contact',
    description: 'Client: the phone to call in an emergency',
  },
  dateOfBirth: { defaultMessage: 'Date of Birth', description: 'Client: when they were born' },
  notes: { defaultMessage: 'Notes', description: 'Client: the staff’s notes about them' },
  membership: { defaultMessage: 'Membership', description: 'Client: the card of their membership' },
  joinedDate: { defaultMessage: 'Joined Date', description: 'Client: when they joined the gym' },
  endDate: { defaultMessage: 'Membership End Date', description: 'Client: when the membership ends' },
  status: { defaultMessage: 'Status', description: 'Client page: active or inactive' },
  freezes: { defaultMessage: 'Freezes', description: 'Client page: the card of membership freezes' },
  device: { defaultMessage: 'Device Info', description: 'Client form: the card of the door device details' },
  card: { defaultMessage: 'Card', description: 'Client: the RFID card number on the door device' },
  devicePassword: { defaultMessage: 'Device Password', description: 'Client: the PIN on the door device' },
  privilege: { defaultMessage: 'Privilege', description: 'Client: their privilege on the door device' },
  fingerprints: {
    defaultMessage: 'Fingerprints',
    description: 'Client: the fingerprints enrolled on the door',
  },
  devices: { defaultMessage: 'Devices', description: 'Client page: the door devices the client is on' },
  invoices: { defaultMessage: 'Invoices', description: 'Client page: the client’s invoices' },
  activity: {
    defaultMessage: 'Activity',
    description: 'Client page: the card of the client’s activity trail',
  },
  deviceName: { defaultMessage: 'Device', description: 'Column: a door device’s name' },
  door: { defaultMessage: 'Door', description: 'Column: the door a device is on' },
  serialNumber: { defaultMessage: 'Serial Number', description: 'Column: a device’s serial number' },
  loadingDevices: {
    defaultMessage: "Loading the client's devices",
    description: 'Screen reader: while loading',
  },
  noDevices: { defaultMessage: 'Not on any door device yet.', description: 'Client page: on no door device' },
  invoiceDeleted: {
    defaultMessage: 'Invoice deleted successfully',
    description: 'Toast after deleting an invoice',
  },
  invoiceDeleteFailed: {
    defaultMessage: 'Failed to delete invoice',
    description: 'Toast when an invoice was not deleted',
  },
  period: { defaultMessage: '{start} to {end}', description: 'A period from one date to another' },
  invoice: { defaultMessage: 'Invoice', description: 'Client invoices, column: the invoice' },
  invoiceOf: {
    defaultMessage: '#{number} of {date}',
    description: 'Client invoices: an invoice’s number and the date it was made',
  },
  plan: { defaultMessage: 'Plan', description: 'Client invoices, column: the pricing plan' },
  amount: { defaultMessage: 'Amount', description: 'Client invoices, column: the invoice’s amount' },
  paid: { defaultMessage: 'Paid', description: 'Client invoices, column: the amount paid' },
  by: { defaultMessage: 'By', description: 'Client invoices, column: who made the invoice' },
  due: { defaultMessage: 'Due', description: 'Client invoices, column: the amount still owed' },
  cleared: { defaultMessage: 'Cleared', description: 'Client invoices: an invoice fully paid' },
  receipts: { defaultMessage: 'Receipts', description: 'Client invoices, column: each payment’s receipt' },
  receipt: { defaultMessage: 'Receipt #{number}', description: 'A payment’s receipt by its number' },
  actions: { defaultMessage: 'Actions', description: 'Column: the row’s buttons' },
  hasPayments: {
    defaultMessage: 'Invoice #{number} has payments: delete them first to delete it',
    description: 'Screen reader name of a paid invoice’s (disabled) delete button',
  },
  deleteInvoice: {
    defaultMessage: 'Delete invoice #{number}',
    description: 'Screen reader name of an invoice’s delete button',
  },
  loadingInvoices: { defaultMessage: 'Loading the invoices', description: 'Screen reader: while loading' },
  noInvoices: { defaultMessage: 'No invoices yet', description: 'Client page: the client has no invoices' },
  noInvoicesHint: {
    defaultMessage: 'Create an invoice for the membership, then record its payments.',
    description: 'Client page: the client has no invoices',
  },
  invoiceList: { defaultMessage: 'Invoices', description: 'The invoices list’s name for screen readers' },
  paidNote: {
    defaultMessage: 'An invoice with payments cannot be deleted: delete its payments on the invoice first.',
    description: 'Client page: under the invoices',
  },
  deleteTitle: { defaultMessage: 'Delete Invoice', description: 'The invoice delete confirmation’s title' },
  deleteQuestion: {
    defaultMessage:
      "Delete invoice #{number}, {period}? The client's membership then ends with their latest other invoice.",
    description: 'Client page: the invoice delete confirmation',
  },
});

/** One client: profile and membership, personal, membership and device info, devices and invoices. */
export default function ClientDetailPage() {
  const clientId = Number(useParams().clientId);
  const t = useT();
  const client = api.useQuery('get', '/api/clients/{id}', { params: { path: { id: clientId } } });
  return (
    <QueryState query={client} loadingLabel={t(TEXT.loading)} loadingLines={8}>
      {(data) => <ClientDetails client={data} />}
    </QueryState>
  );
}

function ClientDetails({ client }: { client: Client }) {
  const t = useT();
  const navigate = useNavigate();
  const { today, date, timeZone } = useGymFormat();
  // A call from the phone, with the gym's country code (as the list's WhatsApp link has it).
  const tel = client.phone ? telLink(client.phone, timeZone) : null;
  const dateOrDash = (value: string | null) => (value ? date(value) : '-');
  const membership = client.membershipEndDate ? membershipLabel(client.membershipEndDate, today()) : null;
  const device = client.clientInfoInDevice;
  const may = useMay();
  const createInvoice = may('invoices.write') ? (
    <Button onPress={() => navigate(ROUTES.clientInvoiceAdd.to({ clientId: client.id }))}>
      {t(TEXT.createInvoice)}
    </Button>
  ) : null;
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
                <Badge>{t(TEXT.noMembership)}</Badge>
              )}
              <Badge tone={client.activeMember ? 'accent' : 'neutral'}>
                {t(client.activeMember ? TEXT.active : TEXT.inactive)}
              </Badge>
              {client.membershipState === 'FROZEN' ? <Badge tone="warning">{t(TEXT.frozen)}</Badge> : null}
            </Inline>
            {may('invoices.read') ? <ClientDuesNote clientId={client.id} /> : null}
          </Stack>
        </Inline>
        <Inline gap="small">
          <Button variant="secondary" onPress={() => navigate(ROUTES.attendance.to({ clientId: client.id }))}>
            {t(TEXT.attendance)}
          </Button>
          {may('clients.write') ? (
            <Button
              variant="secondary"
              onPress={() => navigate(ROUTES.clientEdit.to({ clientId: client.id }))}
            >
              {t(TEXT.edit)}
            </Button>
          ) : null}
          {createInvoice}
        </Inline>
      </Inline>

      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        <Card title={t(TEXT.personal)} level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label={t(TEXT.gender)}>
              {GENDERS.filter((gender) => gender.id === client.gender).map((gender) => t(gender.label))}
            </Fact>
            <Fact label={t(TEXT.phone)}>{tel ? <Link href={tel}>{client.phone}</Link> : client.phone}</Fact>
            <Fact label={t(TEXT.email)}>{client.email}</Fact>
            <Fact label={t(TEXT.address)}>{client.address}</Fact>
            <Fact label={t(TEXT.emergencyContact)}>{client.emergencyContact}</Fact>
            <Fact label={t(TEXT.dateOfBirth)}>{dateOrDash(client.dateOfBirth)}</Fact>
          </Box>
          <Fact label={t(TEXT.notes)}>{client.notes}</Fact>
        </Card>
        <Card title={t(TEXT.membership)} level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label={t(TEXT.joinedDate)}>{dateOrDash(client.joinedDate)}</Fact>
            <Fact label={t(TEXT.endDate)}>{dateOrDash(client.membershipEndDate)}</Fact>
            <Fact label={t(TEXT.status)}>{t(client.activeMember ? TEXT.active : TEXT.inactive)}</Fact>
            <Fact label={t(TEXT.membership)}>{membership?.text ?? t(TEXT.noMembership)}</Fact>
          </Box>
        </Card>
        <Card title={t(TEXT.freezes)} level={2}>
          <ClientFreezes client={client} />
        </Card>
        <Card title={t(TEXT.device)} level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label={t(TEXT.card)}>{device.card}</Fact>
            <Fact label={t(TEXT.devicePassword)}>{device.password}</Fact>
            <Fact label={t(TEXT.privilege)}>{privilegeLabel(device.privilege)}</Fact>
            <Fact label={t(TEXT.fingerprints)}>{String(device.fingerprints.length)}</Fact>
          </Box>
        </Card>
        {may('devices.manage') ? (
          <Card title={t(TEXT.devices)} level={2}>
            <ClientDevices clientId={client.id} />
          </Card>
        ) : null}
      </Box>

      {/* Invoices and the trail (which shows money) need invoices.read: a trainer sees neither. */}
      {may('invoices.read') ? (
        <>
          <Card title={t(TEXT.invoices)} level={2}>
            <ClientInvoices clientId={client.id} createInvoice={createInvoice} />
          </Card>
          <Card title={t(TEXT.activity)} level={2}>
            {/* Last on the page, so it may arrive after the rest without moving anything. */}
            <Suspense fallback={null}>
              <ActivityList of={{ clientId: client.id }} />
            </Suspense>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}

function ClientDevices({ clientId }: { clientId: number }) {
  const t = useT();
  const devices = api.useQuery('get', '/api/access-control-devices/client/{clientId}', {
    params: { path: { clientId } },
  });
  const columns: TableColumn<Device>[] = [
    { id: 'deviceName', title: t(TEXT.deviceName), isRowHeader: true, cell: (device) => device.deviceName },
    { id: 'door', title: t(TEXT.door), cell: (device) => device.door },
    { id: 'serialNumber', title: t(TEXT.serialNumber), cell: (device) => device.serialNumber },
  ];
  return (
    <QueryState query={devices} loadingLabel={t(TEXT.loadingDevices)} loadingLines={2}>
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">{t(TEXT.noDevices)}</Text>
        ) : (
          <ResponsiveList
            label={t(TEXT.devices)}
            columns={columns}
            items={list}
            rowKey={(device) => device.id}
          />
        )
      }
    </QueryState>
  );
}

function ClientInvoices({ clientId, createInvoice }: { clientId: number; createInvoice: ReactNode }) {
  const t = useT();
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
    deleted: t(TEXT.invoiceDeleted),
    failed: (error) => errorMessage(error, translate(TEXT.invoiceDeleteFailed)),
  });
  const period = (invoice: Invoice) =>
    t(TEXT.period, { start: date(invoice.membershipStartDate), end: date(invoice.membershipEndDate) });
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'createdAt',
      title: t(TEXT.invoice),
      isRowHeader: true,
      cell: (invoice) => t(TEXT.invoiceOf, { number: invoice.number, date: date(invoice.createdAt) }),
    },
    { id: 'period', title: t(TEXT.membership), cell: period },
    { id: 'plan', title: t(TEXT.plan), cell: (invoice) => invoicePlanLabel(invoice) ?? '-' },
    { id: 'total', title: t(TEXT.amount), align: 'end', cell: (invoice) => money(invoice.discountedAmount) },
    { id: 'paid', title: t(TEXT.paid), align: 'end', cell: (invoice) => money(invoice.amountPaid) },
    { id: 'by', title: t(TEXT.by), cell: (invoice) => invoice.createdBy?.name ?? '-' },
    {
      id: 'due',
      title: t(TEXT.due),
      align: 'end',
      cell: (invoice) =>
        invoice.cleared ? (
          <Badge tone="success">{t(TEXT.cleared)}</Badge>
        ) : (
          <Text tone="critical" weight="bold">
            {money(invoice.amountDue)}
          </Text>
        ),
    },
    {
      id: 'receipts',
      title: t(TEXT.receipts),
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
                {t(TEXT.receipt, { number: payment.receiptNumber })}
              </Button>
            ))}
          </Inline>
        ),
    },
    {
      id: 'actions',
      title: t(TEXT.actions),
      align: 'end',
      // Only an invoice without payments may go (the server's rule); a paid one says what comes first.
      cell: (invoice) => (
        <IconButton
          label={
            invoice.paymentDtoList.length > 0
              ? t(TEXT.hasPayments, { number: invoice.number })
              : t(TEXT.deleteInvoice, { number: invoice.number })
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
    <QueryState query={invoices} loadingLabel={t(TEXT.loadingInvoices)} loadingLines={3}>
      {(page) =>
        page.paginationResponse.totalElements === 0 ? (
          <EmptyState
            kind="invoice"
            title={t(TEXT.noInvoices)}
            hint={t(TEXT.noInvoicesHint)}
            action={createInvoice}
          />
        ) : (
          <Stack gap="medium">
            <ResponsiveList
              label={t(TEXT.invoiceList)}
              columns={columns}
              items={page.content}
              rowKey={(invoice) => invoice.id}
              onRowAction={(invoiceId) => navigate(ROUTES.clientInvoice.to({ clientId, invoiceId }))}
            />
            {page.content.some((invoice) => invoice.paymentDtoList.length > 0) ? (
              <Text tone="muted" size="small">
                {t(TEXT.paidNote)}
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
      <DeleteDialog title={t(TEXT.deleteTitle)} {...deletion.dialog}>
        {(invoice) => (
          <Text>{t(TEXT.deleteQuestion, { number: invoice.number, period: period(invoice) })}</Text>
        )}
      </DeleteDialog>
    </>
  );
}
