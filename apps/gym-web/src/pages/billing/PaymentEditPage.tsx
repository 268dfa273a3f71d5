import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { paymentToForm, toPaymentRequest } from './payment-rules.ts';
import { useInvoice } from './useInvoice.ts';

/** Edit Payment; once saved, back to the invoice. */
export default function PaymentEditPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const invoiceId = Number(params.invoiceId);
  const paymentId = Number(params.paymentId);
  const navigate = useNavigate();
  const invoice = useInvoice(invoiceId);
  const payment = api.useQuery('get', '/api/payments/{id}', { params: { path: { id: paymentId } } });
  const update = api.useMutation('put', '/api/payments/{id}');
  return (
    <QueryState query={invoice} loadingLabel="Loading the invoice" loadingLines={5}>
      {(invoiceData) => (
        <QueryState query={payment} loadingLabel="Loading the payment" loadingLines={5}>
          {(paymentData) => (
            <PaymentForm
              title="Edit Payment"
              invoice={invoiceData}
              initial={paymentToForm(paymentData)}
              isSaving={update.isPending}
              onSave={(values) =>
                update.mutate(
                  { params: { path: { id: paymentId } }, body: toPaymentRequest(invoiceId, values) },
                  {
                    onSuccess: () => {
                      showToast('Payment updated successfully!', 'success');
                      navigate(ROUTES.clientInvoice.to({ clientId, invoiceId }));
                    },
                    onError: (error) =>
                      showToast(`Failed to update payment: ${errorMessage(error, 'Unknown error')}`),
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
