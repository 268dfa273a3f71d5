import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { BILLING } from './billing-texts.ts';
import { InvoiceForm } from './InvoiceForm.tsx';
import { INVOICE_RULES } from './invoice-rule-texts.ts';
import { newInvoiceForm, toInvoiceRequest } from './invoice-rules.ts';
import { useClient } from './useClient.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Create Invoice', description: 'The new invoice screen’s heading' },
  loadingMembership: {
    defaultMessage: 'Loading the membership',
    description: 'Screen reader: while loading',
  },
  continues: {
    defaultMessage: 'Continues the membership running to {date}.',
    description: 'Under the start date of a renewal',
  },
  saved: {
    defaultMessage: 'Invoice processed successfully!',
    description: 'Toast after an invoice is saved',
  },
  failed: {
    defaultMessage: 'Failed to create invoice: {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
});

/**
 * Create Invoice for a client, starting where the server says a renewal starts (the day a
 * running membership ends, else the gym's today), shown and editable; once created, on to the
 * invoice's add-payment path.
 */
export default function InvoiceAddPage() {
  const clientId = Number(useParams().clientId);
  const navigate = useNavigate();
  const t = useT();
  const { date } = useGymFormat();
  const client = useClient(clientId);
  const ends = api.useQuery('get', '/api/invoices/clients/{clientId}/latest-membership-end-date', {
    params: { path: { clientId } },
  });
  const create = api.useMutation('post', '/api/invoices');
  return (
    <QueryState query={client} loadingLabel={t(BILLING.loadingClient)} loadingLines={6}>
      {(data) => (
        <QueryState query={ends} loadingLabel={t(TEXT.loadingMembership)} loadingLines={6}>
          {({ renewalStartDate }) => (
            <InvoiceForm
              title={t(TEXT.title)}
              client={data}
              initial={newInvoiceForm(renewalStartDate)}
              startDescription={
                data.membershipEndDate && renewalStartDate === data.membershipEndDate
                  ? t(TEXT.continues, { date: date(data.membershipEndDate) })
                  : undefined
              }
              isSaving={create.isPending}
              onSave={(values) =>
                create.mutate(
                  { body: toInvoiceRequest(clientId, values) },
                  {
                    onSuccess: (invoice) => {
                      showToast(translate(TEXT.saved), 'success');
                      navigate(ROUTES.clientPaymentAdd.to({ clientId, invoiceId: invoice.id }));
                    },
                    onError: (error) =>
                      showToast(
                        translate(TEXT.failed, {
                          reason: INVOICE_RULES.reason(error),
                        }),
                      ),
                  },
                )
              }
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
