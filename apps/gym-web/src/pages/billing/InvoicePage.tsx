import { errorMessage } from '@gym/api-client';
import {
  Button,
  Card,
  clientDisplayName,
  Heading,
  IconButton,
  Inline,
  InvoicePrintView,
  PencilIcon,
  paymentTypeLabel,
  ResponsiveList,
  Stack,
  Text,
  TrashIcon,
} from '@gym/ui';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { gymDates, useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { GATEWAY_LABELS } from './gateway-labels.ts';
import { invoicePlanLabel } from './invoice-label.ts';
import type { Invoice } from './invoice-rules.ts';
import type { Payment } from './payment-rules.ts';
import { printGymOf } from './print-gym.ts';
import { useInvoice } from './useInvoice.ts';

/** Online payment links: their own chunk (with the QR code's), loaded once the invoice shows. */
const PaymentLinksCard = lazy(() => import('./PaymentLinksCard.tsx'));

/** One invoice: the printable invoice, its buttons, and Manage Payments with edit and delete. */
export default function InvoicePage() {
  const invoiceId = Number(useParams().invoiceId);
  const invoice = useInvoice(invoiceId);
  return (
    <QueryState query={invoice} loadingLabel="Loading the invoice" loadingLines={10}>
      {(data) => <InvoiceScreen invoice={data} />}
    </QueryState>
  );
}

function InvoiceScreen({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const { currency, money, date } = useGymFormat();
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: invoice.gymId } } });
  const remove = api.useMutation('delete', '/api/payments/{id}');
  const deletion = useConfirmedDelete<Payment>({
    mutate: (payment, handlers) => remove.mutate({ params: { path: { id: payment.id } } }, handlers),
    isPending: remove.isPending,
    deleted: 'Payment deleted successfully!',
    failed: (error) => `Failed to delete payment. ${errorMessage(error, 'Unknown error')}`,
  });
  const ids = { clientId: invoice.clientId, invoiceId: invoice.id };
  const client = invoice.basicClientDto;

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>Invoice</Heading>
        <Text tone="muted">{clientDisplayName(client.name)}</Text>
      </Stack>
      <Inline>
        <Button isDisabled={invoice.cleared} onPress={() => navigate(ROUTES.clientPaymentAdd.to(ids))}>
          Add Client Payment
        </Button>
        <Button variant="secondary" onPress={() => navigate(ROUTES.clientInvoiceEdit.to(ids))}>
          Edit Invoice
        </Button>
        <Button variant="secondary" onPress={() => window.print()}>
          Print Invoice
        </Button>
      </Inline>
      <QueryState query={gym} loadingLabel="Loading the invoice" loadingLines={8}>
        {(gymData) => (
          <InvoicePrintView
            currency={currency}
            dates={gymDates(gymData)}
            gym={printGymOf(gymData)}
            client={{ name: client.name, phone: client.phone }}
            invoice={{ ...invoice, planName: invoicePlanLabel(invoice) }}
            payments={invoice.paymentDtoList}
          />
        )}
      </QueryState>
      <AfterLoading queries={[gym]}>
        <Card title="Manage Payments" level={2}>
          {invoice.paymentDtoList.length > 0 ? (
            <ResponsiveList
              label="Payments of this invoice"
              items={invoice.paymentDtoList}
              rowKey={(payment) => payment.id}
              columns={[
                {
                  id: 'date',
                  title: 'Date',
                  isRowHeader: true,
                  cell: (payment) => date(payment.paymentDate),
                },
                { id: 'receipt', title: 'Receipt', cell: (payment) => `#${payment.receiptNumber}` },
                { id: 'bill', title: 'Bill No.', cell: (payment) => payment.billNo },
                { id: 'type', title: 'Type', cell: (payment) => paymentTypeLabel(payment.paymentType) },
                { id: 'amount', title: 'Amount', align: 'end', cell: (payment) => money(payment.amount) },
                {
                  id: 'by',
                  title: 'Recorded by',
                  // A payment made online was recorded by its gateway, not by anyone signed in.
                  cell: (payment) =>
                    payment.createdBy?.name ?? (payment.gateway ? GATEWAY_LABELS[payment.gateway] : '-'),
                },
                {
                  id: 'actions',
                  title: 'Actions',
                  align: 'end',
                  cell: (payment) => (
                    <Inline gap="xsmall" justifyContent="flex-end">
                      <Button
                        variant="secondary"
                        onPress={() =>
                          navigate(ROUTES.clientPaymentReceipt.to({ ...ids, paymentId: payment.id }))
                        }
                      >
                        {`Receipt #${payment.receiptNumber}`}
                      </Button>
                      <IconButton
                        label={`Edit payment ${payment.billNo}`}
                        onPress={() =>
                          navigate(ROUTES.clientPaymentEdit.to({ ...ids, paymentId: payment.id }))
                        }
                      >
                        <PencilIcon />
                      </IconButton>
                      <IconButton
                        label={`Delete payment ${payment.billNo}`}
                        tone="critical"
                        onPress={() => deletion.ask(payment)}
                      >
                        <TrashIcon />
                      </IconButton>
                    </Inline>
                  ),
                },
              ]}
            />
          ) : (
            <Text tone="muted">
              No payments recorded: the whole {money(invoice.amountDue)} is on credit until the client pays.
            </Text>
          )}
        </Card>
        <Suspense fallback={null}>
          <PaymentLinksCard invoice={invoice} />
        </Suspense>
      </AfterLoading>
      <DeleteDialog title="Delete Payment" {...deletion.dialog}>
        {(payment) => (
          <Text>
            Delete the payment of {money(payment.amount)} (bill {payment.billNo})? The invoice's due amount
            grows by as much.
          </Text>
        )}
      </DeleteDialog>
    </Stack>
  );
}
