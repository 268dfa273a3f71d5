import { errorMessage } from '@gym/api-client';
import { Card, Heading, Link, Stack, showToast, Text } from '@gym/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { newPaymentForm, toPaymentRequest } from './payment-rules.ts';
import { useInvoice } from './useInvoice.ts';

/** Add Client Payment: dated today, for what is due; once added, up one level to the invoice. */
export default function PaymentAddPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const invoiceId = Number(params.invoiceId);
  const navigate = useNavigate();
  const { today } = useGymFormat();
  const invoice = useInvoice(invoiceId);
  const create = api.useMutation('post', '/api/payments');
  return (
    <QueryState query={invoice} loadingLabel="Loading the invoice" loadingLines={5}>
      {(data) =>
        data.amountDue <= 0 ? (
          // Nothing is due: a payment form would only invite an overpayment (an old link, Back).
          <Stack>
            <Heading level={1}>Add Client Payment</Heading>
            <Card title="This invoice is paid" level={2}>
              <Stack gap="medium">
                <Text>Nothing is due on it: every payment it needs has been recorded.</Text>
                <Link variant="standalone" href={ROUTES.clientInvoice.to({ clientId, invoiceId })}>
                  Back to the invoice
                </Link>
              </Stack>
            </Card>
          </Stack>
        ) : (
          <PaymentForm
            title="Add Client Payment"
            invoice={data}
            initial={newPaymentForm(today(), data.amountDue)}
            isSaving={create.isPending}
            onSave={(values) =>
              create.mutate(
                { body: toPaymentRequest(invoiceId, values) },
                {
                  onSuccess: () => {
                    showToast('Payment added successfully!', 'success');
                    navigate(ROUTES.clientInvoice.to({ clientId, invoiceId }));
                  },
                  onError: (error) =>
                    showToast(`Failed to add payment: ${errorMessage(error, 'Unknown error')}`),
                },
              )
            }
          />
        )
      }
    </QueryState>
  );
}
