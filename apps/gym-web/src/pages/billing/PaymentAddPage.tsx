import { Card, Heading, Link, Stack, showToast, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { BILLING } from './billing-texts.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { PAYMENT_RULES } from './payment-rule-texts.ts';
import { newPaymentForm, toPaymentRequest } from './payment-rules.ts';
import { useInvoice } from './useInvoice.ts';

const TEXT = defineMessages({
  paid: { defaultMessage: 'This invoice is paid', description: 'Add Client Payment, when nothing is due' },
  nothingDue: {
    defaultMessage: 'Nothing is due on it: every payment it needs has been recorded.',
    description: 'Add Client Payment, when nothing is due',
  },
  back: { defaultMessage: 'Back to the invoice', description: 'Link' },
  added: { defaultMessage: 'Payment added successfully!', description: 'Toast after a payment is added' },
  failed: {
    defaultMessage: 'Failed to add payment: {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
});

/** Add Client Payment: dated today, for what is due; once added, up one level to the invoice. */
export default function PaymentAddPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const invoiceId = Number(params.invoiceId);
  const navigate = useNavigate();
  const t = useT();
  const { today } = useGymFormat();
  const invoice = useInvoice(invoiceId);
  const create = api.useMutation('post', '/api/payments');
  return (
    <QueryState query={invoice} loadingLabel={t(BILLING.loadingInvoice)} loadingLines={5}>
      {(data) =>
        data.amountDue <= 0 ? (
          // Nothing is due: a payment form would only invite an overpayment (an old link, Back).
          <Stack>
            <Heading level={1}>{t(BILLING.addPayment)}</Heading>
            <Card title={t(TEXT.paid)} level={2}>
              <Stack gap="medium">
                <Text>{t(TEXT.nothingDue)}</Text>
                <Link variant="standalone" href={ROUTES.clientInvoice.to({ clientId, invoiceId })}>
                  {t(TEXT.back)}
                </Link>
              </Stack>
            </Card>
          </Stack>
        ) : (
          <PaymentForm
            title={t(BILLING.addPayment)}
            invoice={data}
            initial={newPaymentForm(today(), data.amountDue)}
            isSaving={create.isPending}
            onSave={(values) =>
              create.mutate(
                { body: toPaymentRequest(invoiceId, values) },
                {
                  onSuccess: () => {
                    showToast(translate(TEXT.added), 'success');
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
        )
      }
    </QueryState>
  );
}
