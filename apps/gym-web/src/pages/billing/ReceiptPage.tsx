import type { components } from '@gym/api-client';
import {
  Button,
  clientDisplayName,
  Heading,
  Inline,
  ReceiptPrintView,
  Stack,
  showToast,
  Text,
} from '@gym/ui';
import { api } from '../../app/api.ts';
import { gymDates, useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { failureReason } from '../../i18n/rule-texts.ts';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { BILLING } from './billing-texts.ts';
import { printGymOf } from './print-gym.ts';
import { receiptWords } from './print-words.ts';

type Receipt = components['schemas']['Receipt'];

const TEXT = defineMessages({
  loading: { defaultMessage: 'Loading the receipt', description: 'Screen reader: while loading' },
  sent: {
    defaultMessage:
      'Receipt #{number} sent to {name}: {credits, plural, one {# SMS credit} other {# SMS credits}} used.',
    description: 'Toast after the receipt is sent by SMS',
  },
  sendFailed: {
    defaultMessage: 'Failed to send the receipt: {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
  heading: { defaultMessage: 'Receipt', description: 'The receipt screen’s heading' },
  print: { defaultMessage: 'Print Receipt', description: 'Button' },
  send: { defaultMessage: 'Send Receipt', description: 'Button: sends the receipt to the client by SMS' },
  notSent: {
    defaultMessage: 'Not sent by SMS yet: Send Receipt texts it to {phone}.',
    description: 'Under the receipt’s buttons; phone is the client’s',
  },
  notSentNoPhone: {
    defaultMessage: 'Not sent by SMS yet: Send Receipt texts it to the client.',
    description: 'Under the receipt’s buttons, when the client has no phone number',
  },
});

/** Where the receipt's SMS is, one whole sentence per status. */
const SMS_SENTENCES: Record<NonNullable<Receipt['sms']>['status'], Message> = defineMessages({
  QUEUED: {
    defaultMessage: 'By SMS to {phone}: on its way ({when}).',
    description: 'The receipt’s SMS is queued; when is its date and time',
  },
  SENT: {
    defaultMessage: 'By SMS to {phone}: sent ({when}).',
    description: 'The receipt’s SMS was sent; when is its date and time',
  },
  DELIVERED: {
    defaultMessage: 'By SMS to {phone}: delivered ({when}).',
    description: 'The receipt’s SMS was delivered; when is its date and time',
  },
  FAILED: {
    defaultMessage: 'By SMS to {phone}: failed: send it again ({when}).',
    description: 'The receipt’s SMS failed; when is its date and time',
  },
});

/** One payment's receipt: printable like the invoice, and sent to the client by SMS on request. */
export default function ReceiptPage() {
  const paymentId = Number(useParams().paymentId);
  const receipt = api.useQuery('get', '/api/payments/{id}/receipt', { params: { path: { id: paymentId } } });
  const t = useT();
  return (
    <QueryState query={receipt} loadingLabel={t(TEXT.loading)} loadingLines={10}>
      {(data) => <ReceiptScreen receipt={data} />}
    </QueryState>
  );
}

function ReceiptScreen({ receipt }: { receipt: Receipt }) {
  const navigate = useNavigate();
  const t = useT();
  const { currency, dateTime } = useGymFormat();
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: receipt.gymId } } });
  const send = api.useMutation('post', '/api/payments/{id}/receipt/sms');
  const name = clientDisplayName(receipt.client.name);
  const { sms } = receipt;
  // A receipt goes by SMS once (the server's rule); a failed one may be sent again.
  const sendable = sms === null || sms.status === 'FAILED';
  const sendReceipt = () =>
    send.mutate(
      { params: { path: { id: receipt.paymentId } } },
      {
        onSuccess: (result) =>
          showToast(
            translate(TEXT.sent, { number: receipt.receiptNumber, name, credits: result.creditsUsed }),
            'success',
          ),
        onError: (error) =>
          showToast(
            translate(TEXT.sendFailed, {
              reason: failureReason(error),
            }),
          ),
      },
    );
  const ids = { clientId: receipt.client.id, invoiceId: receipt.invoice.id };
  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        <Text tone="muted">{name}</Text>
      </Stack>
      <Inline>
        <Button onPress={() => window.print()}>{t(TEXT.print)}</Button>
        <Button
          variant="secondary"
          isDisabled={!sendable}
          isPending={send.isPending}
          pendingLabel={t(BILLING.sending)}
          onPress={sendReceipt}
        >
          {t(TEXT.send)}
        </Button>
        <Button variant="secondary" onPress={() => navigate(ROUTES.clientInvoice.to(ids))}>
          {t(BILLING.backToInvoice)}
        </Button>
      </Inline>
      <Text tone={sms?.status === 'FAILED' ? 'critical' : 'muted'}>
        {sms
          ? t(SMS_SENTENCES[sms.status], {
              phone: receipt.client.phone ?? '',
              when: dateTime(sms.sendDateTime),
            })
          : receipt.client.phone
            ? t(TEXT.notSent, { phone: receipt.client.phone })
            : t(TEXT.notSentNoPhone)}
      </Text>
      <QueryState query={gym} loadingLabel={t(TEXT.loading)} loadingLines={6}>
        {(gymData) => (
          <ReceiptPrintView
            currency={currency}
            dates={gymDates(gymData)}
            gym={printGymOf(gymData)}
            client={receipt.client}
            receipt={{ ...receipt, recordedBy: receipt.recordedBy?.name ?? null }}
            words={receiptWords()}
          />
        )}
      </QueryState>
    </Stack>
  );
}
