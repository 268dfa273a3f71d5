import {
  Button,
  Card,
  clientDisplayName,
  Heading,
  IconButton,
  Inline,
  InvoicePrintView,
  PencilIcon,
  ResponsiveList,
  Stack,
  Text,
  TrashIcon,
} from '@gym/ui';
import { lazy, Suspense } from 'react';
import { api, apiClient } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { ExportButton } from '../../app/ExportButton.tsx';
import { gymDates, useGymFormat } from '../../app/gym-format.ts';
import { AfterLoading, QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { failureReason } from '../../i18n/rule-texts.ts';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { BILLING } from './billing-texts.ts';
import { GATEWAY_LABELS } from './gateway-labels.ts';
import { invoicePlanLabel } from './invoice-label.ts';
import type { Invoice } from './invoice-rules.ts';
import type { Payment } from './payment-rules.ts';
import { paymentTypeText } from './payment-type-text.ts';
import { printGymOf } from './print-gym.ts';
import { invoiceWords } from './print-words.ts';
import { useInvoice } from './useInvoice.ts';

const TEXT = defineMessages({
  deleted: {
    defaultMessage: 'Payment deleted successfully!',
    description: 'Toast after a payment is deleted',
  },
  deleteFailed: {
    defaultMessage: 'Failed to delete payment. {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
  heading: { defaultMessage: 'Invoice', description: 'The invoice screen’s heading' },
  edit: { defaultMessage: 'Edit Invoice', description: 'Button' },
  print: { defaultMessage: 'Print Invoice', description: 'Button' },
  manage: { defaultMessage: 'Manage Payments', description: 'Card title: the invoice’s payments' },
  listLabel: {
    defaultMessage: 'Payments of this invoice',
    description: 'The table’s name for screen readers',
  },
  date: { defaultMessage: 'Date', description: 'Column: the payment’s date' },
  receipt: { defaultMessage: 'Receipt', description: 'Column: the receipt number' },
  receiptNumber: { defaultMessage: '#{number}', description: 'A receipt’s number in its column' },
  billNo: { defaultMessage: 'Bill No.', description: 'Column: the paper bill’s number' },
  type: { defaultMessage: 'Type', description: 'Column: how it was paid' },
  amount: { defaultMessage: 'Amount', description: 'Column: the amount paid' },
  recordedBy: { defaultMessage: 'Recorded by', description: 'Column: the staff member who recorded it' },
  actions: { defaultMessage: 'Actions', description: 'Column: the row’s buttons' },
  receiptButton: { defaultMessage: 'Receipt #{number}', description: 'Button: opens the payment’s receipt' },
  editPayment: {
    defaultMessage: 'Edit payment {billNo}',
    description: 'Icon button’s label (screen reader)',
  },
  deletePayment: {
    defaultMessage: 'Delete payment {billNo}',
    description: 'Icon button’s label (screen reader)',
  },
  noPayments: {
    defaultMessage: 'No payments recorded: the whole {amount} is on credit until the client pays.',
    description: 'Manage Payments, when the invoice has none; amount is the invoice’s due',
  },
  deleteTitle: { defaultMessage: 'Delete Payment', description: 'The delete question’s title' },
  deleteQuestion: {
    defaultMessage:
      "Delete the payment of {amount} (bill {billNo})? The invoice's due amount grows by as much.",
    description: 'The delete question',
  },
});

/** Online payment links: their own chunk (with the QR code's), loaded once the invoice shows. */
const PaymentLinksCard = lazy(() => import('./PaymentLinksCard.tsx'));

/** One invoice: the printable invoice, its buttons, and Manage Payments with edit and delete. */
export default function InvoicePage() {
  const invoiceId = Number(useParams().invoiceId);
  const invoice = useInvoice(invoiceId);
  const t = useT();
  return (
    <QueryState query={invoice} loadingLabel={t(BILLING.loadingInvoice)} loadingLines={10}>
      {(data) => <InvoiceScreen invoice={data} />}
    </QueryState>
  );
}

function InvoiceScreen({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const t = useT();
  const { currency, money, date } = useGymFormat();
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: invoice.gymId } } });
  const remove = api.useMutation('delete', '/api/payments/{id}');
  const deletion = useConfirmedDelete<Payment>({
    mutate: (payment, handlers) => remove.mutate({ params: { path: { id: payment.id } } }, handlers),
    isPending: remove.isPending,
    deleted: t(TEXT.deleted),
    failed: (error) => translate(TEXT.deleteFailed, { reason: failureReason(error) }),
  });
  const ids = { clientId: invoice.clientId, invoiceId: invoice.id };
  const client = invoice.basicClientDto;
  const may = useMay();

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        <Text tone="muted">{clientDisplayName(client.name)}</Text>
      </Stack>
      <Inline>
        {may('payments.record') ? (
          <Button isDisabled={invoice.cleared} onPress={() => navigate(ROUTES.clientPaymentAdd.to(ids))}>
            {t(BILLING.addPayment)}
          </Button>
        ) : null}
        {may('invoices.write') ? (
          <Button variant="secondary" onPress={() => navigate(ROUTES.clientInvoiceEdit.to(ids))}>
            {t(TEXT.edit)}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => window.print()}>
          {t(TEXT.print)}
        </Button>
        <ExportButton
          download={() =>
            apiClient.GET('/api/exports/payments', {
              params: { query: { invoiceId: invoice.id } },
              parseAs: 'blob',
            })
          }
        />
      </Inline>
      <QueryState query={gym} loadingLabel={t(BILLING.loadingInvoice)} loadingLines={8}>
        {(gymData) => (
          <InvoicePrintView
            currency={currency}
            dates={gymDates(gymData)}
            gym={printGymOf(gymData)}
            client={{ name: client.name, phone: client.phone }}
            invoice={{ ...invoice, planName: invoicePlanLabel(invoice, t(BILLING.freezeFee)) }}
            payments={invoice.paymentDtoList}
            words={invoiceWords()}
          />
        )}
      </QueryState>
      <AfterLoading queries={[gym]}>
        <Card title={t(TEXT.manage)} level={2}>
          {invoice.paymentDtoList.length > 0 ? (
            <ResponsiveList
              label={t(TEXT.listLabel)}
              items={invoice.paymentDtoList}
              rowKey={(payment) => payment.id}
              columns={[
                {
                  id: 'date',
                  title: t(TEXT.date),
                  isRowHeader: true,
                  cell: (payment) => date(payment.paymentDate),
                },
                {
                  id: 'receipt',
                  title: t(TEXT.receipt),
                  cell: (payment) => t(TEXT.receiptNumber, { number: payment.receiptNumber }),
                },
                { id: 'bill', title: t(TEXT.billNo), cell: (payment) => payment.billNo },
                { id: 'type', title: t(TEXT.type), cell: (payment) => paymentTypeText(payment.paymentType) },
                {
                  id: 'amount',
                  title: t(TEXT.amount),
                  align: 'end',
                  cell: (payment) => money(payment.amount),
                },
                {
                  id: 'by',
                  title: t(TEXT.recordedBy),
                  cell: (payment) =>
                    // A payment made online was recorded by its gateway, not by anyone signed in.
                    payment.createdBy?.name ?? (payment.gateway ? GATEWAY_LABELS[payment.gateway] : '-'),
                },
                {
                  id: 'actions',
                  title: t(TEXT.actions),
                  align: 'end',
                  cell: (payment) => (
                    <Inline gap="xsmall" justifyContent="flex-end">
                      <Button
                        variant="secondary"
                        onPress={() =>
                          navigate(ROUTES.clientPaymentReceipt.to({ ...ids, paymentId: payment.id }))
                        }
                      >
                        {t(TEXT.receiptButton, { number: payment.receiptNumber })}
                      </Button>
                      {/* A recorded payment is edited or deleted only with payments.edit. */}
                      {may('payments.edit') ? (
                        <>
                          <IconButton
                            label={t(TEXT.editPayment, { billNo: payment.billNo })}
                            onPress={() =>
                              navigate(ROUTES.clientPaymentEdit.to({ ...ids, paymentId: payment.id }))
                            }
                          >
                            <PencilIcon />
                          </IconButton>
                          <IconButton
                            label={t(TEXT.deletePayment, { billNo: payment.billNo })}
                            tone="critical"
                            onPress={() => deletion.ask(payment)}
                          >
                            <TrashIcon />
                          </IconButton>
                        </>
                      ) : null}
                    </Inline>
                  ),
                },
              ]}
            />
          ) : (
            <Text tone="muted">{t(TEXT.noPayments, { amount: money(invoice.amountDue) })}</Text>
          )}
        </Card>
        <Suspense fallback={null}>
          <PaymentLinksCard invoice={invoice} />
        </Suspense>
      </AfterLoading>
      <DeleteDialog title={t(TEXT.deleteTitle)} {...deletion.dialog}>
        {(payment) => (
          <Text>{t(TEXT.deleteQuestion, { amount: money(payment.amount), billNo: payment.billNo })}</Text>
        )}
      </DeleteDialog>
    </Stack>
  );
}
