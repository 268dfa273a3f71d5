import { type components, errorMessage } from '@gym/api-client';
import {
  Badge,
  Button,
  EmptyState,
  IconButton,
  Inline,
  Pagination,
  ResponsiveList,
  Stack,
  type TableColumn,
  Text,
  TrashIcon,
} from '@gym/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { invoicePlanLabel } from '../billing/invoice-label.ts';

type Invoice = components['schemas']['Invoice'];

const INVOICE_ROWS_PER_PAGE = [5, 10, 25, 50] as const;

/** A client's invoices, newest first, paged: what was paid, by whom, the receipts, and deleting an unpaid one. */
export function ClientInvoices({ clientId, createInvoice }: { clientId: number; createInvoice: ReactNode }) {
  const navigate = useNavigate();
  const { money, date } = useGymFormat();
  const [pageNo, setPageNo] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const may = useMay();
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
      cell: (invoice) =>
        may('invoices.delete') ? (
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
        ) : null,
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
