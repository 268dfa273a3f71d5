import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { BILLING } from './billing-texts.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { PAYMENT_RULES } from './payment-rule-texts.ts';
import { paymentToForm, toPaymentRequest } from './payment-rules.ts';
import { useInvoice } from './useInvoice.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Edit Payment', description: 'The payment editing screen’s heading' },
  loadingPayment: { defaultMessage: 'Loading the payment', description: 'Screen reader: while loading' },
  updated: { defaultMessage: 'Payment updated successfully!', description: 'Toast after a payment is saved' },
  failed: {
    defaultMessage: 'Failed to update payment: {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
});

/** Edit Payment; once saved, back to the invoice. */
export default function PaymentEditPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const invoiceId = Number(params.invoiceId);
  const paymentId = Number(params.paymentId);
  const navigate = useNavigate();
  const t = useT();
  const invoice = useInvoice(invoiceId);
  const payment = api.useQuery('get', '/api/payments/{id}', { params: { path: { id: paymentId } } });
  const update = api.useMutation('put', '/api/payments/{id}');
  return (
    <QueryState query={invoice} loadingLabel={t(BILLING.loadingInvoice)} loadingLines={5}>
      {(invoiceData) => (
        <QueryState query={payment} loadingLabel={t(TEXT.loadingPayment)} loadingLines={5}>
          {(paymentData) => (
            <PaymentForm
              title={t(TEXT.title)}
              invoice={invoiceData}
              initial={paymentToForm(paymentData)}
              isSaving={update.isPending}
              onSave={(values) =>
                update.mutate(
                  { params: { path: { id: paymentId } }, body: toPaymentRequest(invoiceId, values) },
                  {
                    onSuccess: () => {
                      showToast(translate(TEXT.updated), 'success');
                      navigate(ROUTES.clientInvoice.to({ clientId, invoiceId }));
                    },
                    onError: (error) =>
                      showToast(
                        translate(TEXT.failed, {
                          reason: PAYMENT_RULES.reason(error),
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
