import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { InvoiceForm } from './InvoiceForm.tsx';
import { newInvoiceForm, toInvoiceRequest } from './invoice-rules.ts';
import { useClient } from './useClient.ts';

/**
 * Create Invoice for a client, starting where the server says a renewal starts (the day a
 * running membership ends, else the gym's today), shown and editable; once created, on to the
 * invoice's add-payment path.
 */
export default function InvoiceAddPage() {
  const clientId = Number(useParams().clientId);
  const navigate = useNavigate();
  const { date } = useGymFormat();
  const client = useClient(clientId);
  const ends = api.useQuery('get', '/api/invoices/clients/{clientId}/latest-membership-end-date', {
    params: { path: { clientId } },
  });
  const create = api.useMutation('post', '/api/invoices');
  return (
    <QueryState query={client} loadingLabel="Loading the client" loadingLines={6}>
      {(data) => (
        <QueryState query={ends} loadingLabel="Loading the membership" loadingLines={6}>
          {({ renewalStartDate }) => (
            <InvoiceForm
              title="Create Invoice"
              client={data}
              initial={newInvoiceForm(renewalStartDate)}
              startDescription={
                data.membershipEndDate && renewalStartDate === data.membershipEndDate
                  ? `Continues the membership running to ${date(data.membershipEndDate)}.`
                  : undefined
              }
              isSaving={create.isPending}
              onSave={(values) =>
                create.mutate(
                  { body: toInvoiceRequest(clientId, values) },
                  {
                    onSuccess: (invoice) => {
                      showToast('Invoice processed successfully!', 'success');
                      navigate(ROUTES.clientPaymentAdd.to({ clientId, invoiceId: invoice.id }));
                    },
                    onError: (error) =>
                      showToast(`Failed to create invoice: ${errorMessage(error, 'Unknown error')}`),
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
