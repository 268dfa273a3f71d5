import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { BILLING } from './billing-texts.ts';
import { InvoiceForm } from './InvoiceForm.tsx';
import { INVOICE_RULES } from './invoice-rule-texts.ts';
import { invoiceToForm, toInvoiceRequest } from './invoice-rules.ts';
import { useClient } from './useClient.ts';
import { useInvoice } from './useInvoice.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Edit Invoice', description: 'The invoice editing screen’s heading' },
  saved: {
    defaultMessage: 'Invoice processed successfully!',
    description: 'Toast after an invoice is saved',
  },
  failed: {
    defaultMessage: 'Failed to process invoice. {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
});

/** Edit Invoice; once saved, back to the invoice. */
export default function InvoiceEditPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const invoiceId = Number(params.invoiceId);
  const navigate = useNavigate();
  const t = useT();
  const client = useClient(clientId);
  const invoice = useInvoice(invoiceId);
  const update = api.useMutation('put', '/api/invoices/{id}');
  return (
    <QueryState query={client} loadingLabel={t(BILLING.loadingClient)} loadingLines={6}>
      {(clientData) => (
        <QueryState query={invoice} loadingLabel={t(BILLING.loadingInvoice)} loadingLines={6}>
          {(invoiceData) => (
            <InvoiceForm
              title={t(TEXT.title)}
              client={clientData}
              initial={invoiceToForm(invoiceData)}
              isSaving={update.isPending}
              onSave={(values) =>
                update.mutate(
                  { params: { path: { id: invoiceId } }, body: toInvoiceRequest(clientId, values) },
                  {
                    onSuccess: () => {
                      showToast(translate(TEXT.saved), 'success');
                      navigate(ROUTES.clientInvoice.to({ clientId, invoiceId }));
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
