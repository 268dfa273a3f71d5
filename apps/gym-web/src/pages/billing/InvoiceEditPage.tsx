import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { InvoiceForm } from './InvoiceForm.tsx';
import { invoiceToForm, toInvoiceRequest } from './invoice-rules.ts';
import { useClient } from './useClient.ts';
import { useInvoice } from './useInvoice.ts';

/** Edit Invoice; once saved, back to the invoice. */
export default function InvoiceEditPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const invoiceId = Number(params.invoiceId);
  const navigate = useNavigate();
  const client = useClient(clientId);
  const invoice = useInvoice(invoiceId);
  const update = api.useMutation('put', '/api/invoices/{id}');
  return (
    <QueryState query={client} loadingLabel="Loading the client" loadingLines={6}>
      {(clientData) => (
        <QueryState query={invoice} loadingLabel="Loading the invoice" loadingLines={6}>
          {(invoiceData) => (
            <InvoiceForm
              title="Edit Invoice"
              client={clientData}
              initial={invoiceToForm(invoiceData)}
              isSaving={update.isPending}
              onSave={(values) =>
                update.mutate(
                  { params: { path: { id: invoiceId } }, body: toInvoiceRequest(clientId, values) },
                  {
                    onSuccess: () => {
                      showToast('Invoice processed successfully!', 'success');
                      navigate(ROUTES.clientInvoice.to({ clientId, invoiceId }));
                    },
                    onError: (error) =>
                      showToast(`Failed to process invoice. ${errorMessage(error, 'Unknown error')}`),
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
