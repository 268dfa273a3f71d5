import type { components } from '@gym/api-client';
import { Badge, type BadgeTone, Button, Card, Inline, Select, Stack, showToast, Text } from '@gym/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { GATEWAY_LABELS, type GatewayName } from './gateway-labels.ts';
import type { Invoice } from './invoice-rules.ts';
import { useInvoice } from './useInvoice.ts';

type PaymentLink = components['schemas']['PaymentLink'];

const PaymentLinkQr = lazy(() => import('./PaymentLinkQr.tsx'));

/** While a link is open, how often its state is read again (the member may be paying now). */
const OPEN_LINK_POLL_MS = 5_000;

const STATUS = defineMessages({
  OPEN: { defaultMessage: 'Open', description: 'A payment link the member can still pay' },
  PAID: { defaultMessage: 'Paid', description: 'A payment link the member paid' },
  CANCELLED: { defaultMessage: 'Cancelled', description: 'A payment link the gym cancelled' },
  EXPIRED: { defaultMessage: 'Expired', description: 'A payment link past its time' },
});
const STATUS_TONES: Record<PaymentLink['status'], BadgeTone> = {
  OPEN: 'accent',
  PAID: 'success',
  CANCELLED: 'neutral',
  EXPIRED: 'warning',
};

/**
 * 'Send payment link' for an invoice with something due (issue 28): through a gateway the gym
 * offers, by SMS or as a QR code shown at the desk; the invoice's links, read again while one is
 * open so a payment shows as it lands, and an open one cancelled.
 */
export default function PaymentLinksCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const { money, dateTime } = useGymFormat();
  const gateways = api.useQuery('get', '/api/gyms/{gymId}/payment-gateways', {
    params: { path: { gymId: invoice.gymId } },
  });
  const links = api.useQuery(
    'get',
    '/api/invoices/{id}/payment-links',
    { params: { path: { id: invoice.id } } },
    {
      refetchInterval: (query) =>
        query.state.data?.some((link) => link.status === 'OPEN') ? OPEN_LINK_POLL_MS : false,
    },
  );
  const invoiceQuery = useInvoice(invoice.id);
  const create = api.useMutation('post', '/api/invoices/{id}/payment-links');
  const cancel = api.useMutation('post', '/api/payment-links/{id}/cancel');
  const check = api.useMutation('post', '/api/payment-links/{id}/check');
  const [chosen, setChosen] = useState<GatewayName | null>(null);
  const [shown, setShown] = useState<PaymentLink | null>(null);

  // A link paid since the last look: the invoice's amounts changed too.
  const paidCount = links.data?.filter((link) => link.status === 'PAID').length ?? 0;
  const seenPaid = useRef(paidCount);
  useEffect(() => {
    if (paidCount > seenPaid.current) {
      void invoiceQuery.refetch();
      showToast(t({ defaultMessage: 'Paid online: the payment is recorded.' }), 'success', 'payment-links');
    }
    seenPaid.current = paidCount;
  }, [paidCount, invoiceQuery, t]);

  const offered = (gateways.data ?? [])
    .filter((gateway) => gateway.enabled)
    .map((gateway) => gateway.gateway);
  const gateway = chosen ?? offered[0] ?? null;
  const failed = (error: unknown) =>
    toastRefusal(
      'payment-links',
      error,
      'Unknown error',
      `${t({ defaultMessage: 'The payment link was not made:' })} `,
    );

  const failedCheck = (error: unknown) =>
    toastRefusal(
      'payment-links',
      error,
      'Unknown error',
      `${t({ defaultMessage: 'The payment was not checked:' })} `,
    );

  const send = (sendBySms: boolean) => {
    if (!gateway) return;
    create.mutate(
      { params: { path: { id: invoice.id } }, body: { gateway, sendBySms } },
      {
        onSuccess: (link) => {
          if (sendBySms)
            showToast(t({ defaultMessage: 'Payment link sent by SMS.' }), 'success', 'payment-links');
          else setShown(link);
        },
        onError: failed,
      },
    );
  };

  if (gateways.isPending) return null;
  return (
    <Card
      title={t({ defaultMessage: 'Pay online', description: "The invoice's card of payment links" })}
      level={2}
    >
      <Stack gap="medium">
        {offered.length === 0 ? (
          <Text tone="muted">
            {t({
              defaultMessage:
                "No online payments yet: choose the gateways the gym offers in the gym's settings (Payment gateways).",
            })}
          </Text>
        ) : invoice.amountDue > 0 ? (
          <Stack gap="small">
            {offered.length > 1 ? (
              <Select
                label={t({ defaultMessage: 'Gateway', description: 'Which payment gateway the link uses' })}
                options={offered.map((name) => ({ id: name, label: GATEWAY_LABELS[name] }))}
                selectedKey={gateway}
                onSelectionChange={(key) => setChosen(key as GatewayName)}
              />
            ) : null}
            <Inline>
              <Button isDisabled={create.isPending} onPress={() => send(true)}>
                {t({ defaultMessage: 'Send payment link by SMS' })}
              </Button>
              <Button variant="secondary" isDisabled={create.isPending} onPress={() => send(false)}>
                {t({
                  defaultMessage: 'Show QR code',
                  description: 'Make a payment link and show it as a QR code at the desk',
                })}
              </Button>
            </Inline>
          </Stack>
        ) : null}
        {shown && shown.status === 'OPEN' ? (
          <Stack gap="xsmall">
            <Suspense fallback={null}>
              <PaymentLinkQr
                url={shown.url}
                label={t(
                  { defaultMessage: 'QR code to pay {amount} with {gateway}' },
                  { amount: money(shown.amount), gateway: GATEWAY_LABELS[shown.gateway] },
                )}
              />
            </Suspense>
            <Text size="small" tone="muted">
              {t({ defaultMessage: "The member scans it with their phone's camera to pay." })}
            </Text>
          </Stack>
        ) : null}
        {(links.data ?? []).map((link) => (
          <Inline key={link.id} justifyContent="space-between">
            <Stack gap="none">
              <Text>{`${GATEWAY_LABELS[link.gateway]} · ${money(link.amount)}`}</Text>
              <Text size="small" tone="muted">
                {link.status === 'PAID' && link.paidAt
                  ? t({ defaultMessage: 'Paid {when}' }, { when: dateTime(link.paidAt) })
                  : t({ defaultMessage: 'Open until {when}' }, { when: dateTime(link.expiresAt) })}
              </Text>
            </Stack>
            <Inline gap="xsmall">
              <Badge tone={STATUS_TONES[link.status]}>{t(STATUS[link.status])}</Badge>
              {link.status === 'OPEN' && link.gateway !== 'PAYHERE' ? (
                // For a member who paid but never came back to the pay page: the gateway is asked.
                <Button
                  variant="secondary"
                  isDisabled={check.isPending}
                  onPress={() =>
                    check.mutate(
                      { params: { path: { id: link.id } } },
                      {
                        onSuccess: (checked) => {
                          if (checked.status === 'OPEN') {
                            showToast(t({ defaultMessage: 'Not paid yet.' }), 'warning', 'payment-links');
                          }
                        },
                        onError: failedCheck,
                      },
                    )
                  }
                >
                  {t({
                    defaultMessage: 'Check payment',
                    description: 'Ask the gateway whether the member paid',
                  })}
                </Button>
              ) : null}
              {link.status === 'OPEN' ? (
                <Button
                  variant="secondary"
                  isDisabled={cancel.isPending}
                  onPress={() =>
                    cancel.mutate(
                      { params: { path: { id: link.id } } },
                      {
                        onSuccess: () => {
                          if (shown?.id === link.id) setShown(null);
                          showToast(
                            t({ defaultMessage: 'Payment link cancelled.' }),
                            'success',
                            'payment-links',
                          );
                        },
                        onError: failed,
                      },
                    )
                  }
                >
                  {t({ defaultMessage: 'Cancel link', description: 'Cancel an open payment link' })}
                </Button>
              ) : null}
            </Inline>
          </Inline>
        ))}
      </Stack>
    </Card>
  );
}
