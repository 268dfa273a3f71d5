import type { components } from '@gym/api-client';
import { errorMessage } from '@gym/api-client';
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
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { gymDates, useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { printGymOf } from './print-gym.ts';

type Receipt = components['schemas']['Receipt'];

const SMS_WORDS: Record<NonNullable<Receipt['sms']>['status'], string> = {
  QUEUED: 'on its way',
  SENT: 'sent',
  DELIVERED: 'delivered',
  FAILED: 'failed: send it again',
};

/** One payment's receipt: printable like the invoice, and sent to the client by SMS on request. */
export default function ReceiptPage() {
  const paymentId = Number(useParams().paymentId);
  const receipt = api.useQuery('get', '/api/payments/{id}/receipt', { params: { path: { id: paymentId } } });
  return (
    <QueryState query={receipt} loadingLabel="Loading the receipt" loadingLines={10}>
      {(data) => <ReceiptScreen receipt={data} />}
    </QueryState>
  );
}

function ReceiptScreen({ receipt }: { receipt: Receipt }) {
  const navigate = useNavigate();
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
            `Receipt #${receipt.receiptNumber} sent to ${name}: ${result.creditsUsed} SMS credit${result.creditsUsed === 1 ? '' : 's'} used.`,
            'success',
          ),
        onError: (error) => showToast(`Failed to send the receipt: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  const ids = { clientId: receipt.client.id, invoiceId: receipt.invoice.id };
  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>Receipt</Heading>
        <Text tone="muted">{name}</Text>
      </Stack>
      <Inline>
        <Button onPress={() => window.print()}>Print Receipt</Button>
        <Button
          variant="secondary"
          isDisabled={!sendable}
          isPending={send.isPending}
          pendingLabel="Sending..."
          onPress={sendReceipt}
        >
          Send Receipt
        </Button>
        <Button variant="secondary" onPress={() => navigate(ROUTES.clientInvoice.to(ids))}>
          Back to Invoice
        </Button>
      </Inline>
      <Text tone={sms?.status === 'FAILED' ? 'critical' : 'muted'}>
        {sms
          ? `By SMS to ${receipt.client.phone}: ${SMS_WORDS[sms.status]} (${dateTime(sms.sendDateTime)}).`
          : `Not sent by SMS yet: Send Receipt texts it to ${receipt.client.phone || 'the client'}.`}
      </Text>
      <QueryState query={gym} loadingLabel="Loading the receipt" loadingLines={6}>
        {(gymData) => (
          <ReceiptPrintView
            currency={currency}
            dates={gymDates(gymData)}
            gym={printGymOf(gymData)}
            client={receipt.client}
            receipt={{ ...receipt, recordedBy: receipt.recordedBy?.name ?? null }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
